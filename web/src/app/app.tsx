import { BrowserRouter } from 'react-router';
import { currentHostMode } from '@/lib/host';
import { AppShell } from './app-shell';

export function App() {
  return (
    <BrowserRouter>
      <AppShell mode={currentHostMode().mode} />
    </BrowserRouter>
  );
}
