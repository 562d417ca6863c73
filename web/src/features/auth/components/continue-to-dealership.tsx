import { ArrowRight } from 'lucide-react';
import type { LastSignInResponse } from '@domain/api/auth-endpoints';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { useForgetLastSignIn } from '../api/last-sign-in';

type SignIn = LastSignInResponse['signIns'][number];

/**
 * Spec 2.4 on the login host: once signed in, they get the app. The host remembers who is
 * signed in from this browser (decision 0033), each dealership while its sign-in lives (issue
 * #29), and offers the way back to each.
 */
export function ContinueToDealership({ signIns }: { signIns: readonly SignIn[] }) {
  const forget = useForgetLastSignIn();
  const only = signIns.length === 1 ? signIns[0] : undefined;
  return (
    <section
      aria-label="Continue where you signed in"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center"
    >
      {signIns.map((signIn, index) => (
        <div key={signIn.url} className={index > 0 ? 'mt-4 border-t border-slate-200 pt-4' : ''}>
          <p className="text-sm text-slate-700">
            Signed in here as <strong className="text-slate-900">{signIn.userName}</strong>
          </p>
          <a href={signIn.url} className={`${buttonVariants({ size: 'lg' })} mt-3 w-full`}>
            Continue to {signIn.dealershipName}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </a>
        </div>
      ))}
      <Button
        variant="link"
        className="mt-1 min-h-6 text-sm"
        onClick={() => forget.mutate()}
        disabled={forget.isPending}
      >
        {only ? `Not ${only.userName}? Use another account` : 'Not you? Use another account'}
      </Button>
    </section>
  );
}
