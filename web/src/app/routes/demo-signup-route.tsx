import { useNavigate } from 'react-router';
import { DemoRequestForm } from '@/features/leads/components/demo-request-form';
import { DemoSignupPage } from '@/features/marketing/components/demo-signup-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function DemoSignupRoute() {
  usePageMeta(PAGE_META['/demo-signup']);
  const navigate = useNavigate();
  return (
    <DemoSignupPage
      form={
        <DemoRequestForm
          source="demo_signup"
          submitLabel="Get Started Now"
          onSuccess={() => void navigate('/demo/success')}
        />
      }
    />
  );
}
