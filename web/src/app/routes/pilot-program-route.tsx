import { useNavigate } from 'react-router';
import { PilotApplicationForm } from '@/features/leads/components/pilot-application-form';
import { PilotProgramPage } from '@/features/marketing/components/pilot-program-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

/** /pilot-program and its alias /e60n62b48. */
export function PilotProgramRoute() {
  usePageMeta(PAGE_META['/pilot-program']);
  const navigate = useNavigate();
  return (
    <PilotProgramPage
      form={<PilotApplicationForm onSuccess={() => void navigate('/pilot-success')} />}
    />
  );
}
