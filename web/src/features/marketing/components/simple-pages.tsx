import { CalendarCheck, CircleCheck, PartyPopper } from 'lucide-react';
import { ConfirmationPage } from './confirmation-page';
import { appHref } from '@/lib/host';
import { PATHS } from '@/lib/paths';

export function DemoRequestedPage() {
  return (
    <ConfirmationPage
      icon={CalendarCheck}
      title="Demo Requested"
      actions={[
        { to: PATHS.sandbox, label: 'Try the Sandbox Now', primary: true },
        { to: PATHS.landing, label: 'Back to Home' },
      ]}
    >
      <p>Thank you! We'll contact you within 24 hours to find a time that suits you.</p>
      <p>In the meantime, the interactive sandbox is open, no signup required.</p>
    </ConfirmationPage>
  );
}

export function PilotSuccessPage() {
  return (
    <ConfirmationPage
      icon={PartyPopper}
      title="Application received"
      actions={[
        { to: PATHS.howItWorks, label: 'See How It Works', primary: true },
        { to: PATHS.landing, label: 'Back to Home' },
      ]}
    >
      <p>Thank you for applying to the LotReady pilot program.</p>
      <p>We review every application personally and will be in touch within two business days.</p>
    </ConfirmationPage>
  );
}

export function SetupCompletePage() {
  return (
    <ConfirmationPage
      icon={CircleCheck}
      title="Your dealership is ready"
      actions={[
        { to: appHref(PATHS.makeReady), label: 'Open the Make Ready Board', primary: true },
        { to: appHref(PATHS.inventory), label: 'Go to Inventory' },
      ]}
    >
      <p>Setup is complete. Invite your team from User Management and start moving vehicles.</p>
    </ConfirmationPage>
  );
}
