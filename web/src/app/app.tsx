import { resolveHostMode } from '@domain/host-mode';

export function App() {
  const { mode } = resolveHostMode(window.location.host);
  return (
    <main className="min-h-screen grid place-items-center bg-slate-50 text-slate-900">
      <div className="text-center">
        <h1 className="text-3xl font-bold">LotReady</h1>
        <p className="mt-2 text-slate-600" data-testid="host-mode">
          {mode} mode
        </p>
      </div>
    </main>
  );
}
