import { useSyncExternalStore, type ReactNode } from 'react';
import { HttpError } from '@domain/http-errors';
import { Spinner } from '@/components/ui/spinner';
import { messageFromError } from '@/lib/error-message';

/** The token in the address's fragment (`/approve#token=…`), never sent to the server's logs. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

/**
 * The pages a mailed link opens without sign-in (an approval, a vendor's jobs) are made for a
 * phone and read their token from the address's fragment. Followed as it changes: a second
 * link opened in the same tab changes only the fragment, and the page must show that link's
 * request, not the first one's.
 */
export function useLinkToken(): string {
  return useSyncExternalStore(onHashChange, tokenFromHash, () => '');
}

/** Why a link was refused; `expired` says what a 410 means for this kind of link. */
export function linkRefusal(error: unknown, expired: string): string {
  if (error instanceof HttpError && error.status === 410) return expired;
  if (error instanceof HttpError && error.status === 404) {
    return 'This link is not valid. Open it from the mail exactly as it was sent.';
  }
  return messageFromError(error, 'The link could not be opened. Please try again.');
}

/** The page's frame: a small title (the dealership's name once known), a heading, the rest. */
export function LinkPageFrame({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto grid min-h-screen max-w-md content-start gap-4 bg-white p-4 text-slate-900">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      {heading ? <h1 className="text-xl font-bold">{heading}</h1> : null}
      {children}
    </main>
  );
}

/**
 * What the page shows until the link's answer is in: a word when it was opened without a
 * token (`opensFrom` names the mail), a spinner, or why the link was refused.
 */
export function LinkPageWaiting({
  title,
  heading,
  token,
  link,
  opensFrom,
  expired,
}: {
  title: string;
  heading: string;
  token: string;
  link: { isPending: boolean; error: unknown };
  opensFrom: string;
  expired: string;
}) {
  return (
    <LinkPageFrame title={title} heading={heading}>
      {!token ? (
        <p>This page opens from {opensFrom}.</p>
      ) : link.isPending ? (
        <Spinner />
      ) : (
        <p role="alert">{linkRefusal(link.error, expired)}</p>
      )}
    </LinkPageFrame>
  );
}
