import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useWelcomePopup } from '../hooks/use-welcome-popup';

const WelcomePopupDialog = lazy(() =>
  import('./welcome-popup-dialog').then((module) => ({ default: module.WelcomePopupDialog })),
);

/** The popup 2 s after load with four choices; closing it stores the seen flag (spec 2.6). */
export function WelcomePopup() {
  const { open, close } = useWelcomePopup();
  const navigate = useNavigate();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopupDialog
        onClose={close}
        onChoose={(to) => {
          close();
          void navigate(to);
        }}
      />
    </Suspense>
  );
}
