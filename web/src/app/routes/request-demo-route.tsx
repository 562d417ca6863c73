import { useLocation, useNavigate } from 'react-router';
import { DemoRequestForm } from '@/features/leads/components/demo-request-form';
import { RequestDemoPage } from '@/features/marketing/components/request-demo-page';
import { PATHS } from '@/lib/paths';

/** /request-demo (marketing) and /demo (general): confirmations at /demo-requested and /demo/success. */
export function RequestDemoRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done =
    pathname.startsWith(PATHS.demo) && !pathname.startsWith('/demo-')
      ? PATHS.demoSuccess
      : PATHS.demoRequested;
  return (
    <RequestDemoPage
      form={
        <DemoRequestForm
          source="request_demo"
          submitLabel="Request My Demo"
          onSuccess={() => void navigate(done)}
        />
      }
    />
  );
}
