import { useNavigate } from 'react-router';
import { PilotApplicationForm } from '@/features/leads/components/pilot-application-form';
import { PilotProgramPage } from '@/features/marketing/components/pilot-program-page';
import { PATHS } from '@/lib/paths';

/** /pilot-program and its alias /e60n62b48. */
export function PilotProgramRoute() {
  const navigate = useNavigate();
  return (
    <PilotProgramPage
      form={<PilotApplicationForm onSuccess={() => void navigate(PATHS.pilotSuccess)} />}
    />
  );
}
