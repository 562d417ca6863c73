import { ArrowRight } from 'lucide-react';
import type { LastSignInResponse } from '@domain/api/auth-endpoints';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { useForgetLastSignIn } from '../api/last-sign-in';

type LastSignIn = NonNullable<LastSignInResponse['lastSignIn']>;

/**
 * Spec 2.4 on the login host: once signed in, they get the app. The host remembers who signed
 * in (decision 0033) and offers their dealership; its own host shows the app while its session
 * lives, or asks for the password again.
 */
export function ContinueToDealership({ lastSignIn }: { lastSignIn: LastSignIn }) {
  const forget = useForgetLastSignIn();
  return (
    <section
      aria-label="Continue where you signed in"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center"
    >
      <p className="text-sm text-slate-700">
        Signed in here as <strong className="text-slate-900">{lastSignIn.userName}</strong>
      </p>
      <a href={lastSignIn.url} className={`${buttonVariants({ size: 'lg' })} mt-3 w-full`}>
        Continue to {lastSignIn.dealershipName}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </a>
      <Button
        variant="link"
        className="mt-1 min-h-6 text-sm"
        onClick={() => forget.mutate()}
        disabled={forget.isPending}
      >
        Not {lastSignIn.userName}? Use another account
      </Button>
    </section>
  );
}
