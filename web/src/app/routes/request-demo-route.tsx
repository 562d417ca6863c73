import { useLocation, useNavigate } from 'react-router';
import { DemoRequestForm } from '@/features/leads/components/demo-request-form';
import { RequestDemoPage } from '@/features/marketing/components/request-demo-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

/** /request-demo (marketing) and /demo (general): confirmations at /demo-requested and /demo/success. */
export function RequestDemoRoute() {
  usePageMeta(PAGE_META['/request-demo']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done =
    pathname.startsWith('/demo') && !pathname.startsWith('/demo-')
      ? '/demo/success'
      : '/demo-requested';
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
