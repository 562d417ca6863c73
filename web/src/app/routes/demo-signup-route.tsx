import { useNavigate } from 'react-router';
import { DemoRequestForm } from '@/features/leads/components/demo-request-form';
import { DemoSignupPage } from '@/features/marketing/components/demo-signup-page';
import { PATHS } from '@/lib/paths';

export function DemoSignupRoute() {
  const navigate = useNavigate();
  return (
    <DemoSignupPage
      form={
        <DemoRequestForm
          source="demo_signup"
          submitLabel="Get Started Now"
          onSuccess={() => void navigate(PATHS.demoSuccess)}
        />
      }
    />
  );
}
