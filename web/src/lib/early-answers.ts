import type { ApiAnswer } from './api-transport';

/** An early answer older than this is asked again: the screen it was for took too long. */
const EARLY_ANSWER_MS = 10_000;

const answers = new Map<string, { askedAt: number; answer: Promise<ApiAnswer | null> }>();

/**
 * Starts a GET the screen at this address will make (a board's first page), from the app's
 * entry before its code has loaded and before the session is checked: the screen's own call
 * takes this answer (fetchTransport) instead of waiting for the app's other first requests.
 * Without a session the answer is a 401 that nothing takes.
 */
export function askEarly(url: string): void {
  const answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      bodyText: await response.text(),
    }))
    .catch(() => null);
  answers.set(url, { askedAt: performance.now(), answer });
}

/** The early answer to this GET, once, while fresh; a failed or refused one is not taken. */
export async function takeEarlyAnswer(url: string): Promise<ApiAnswer | null> {
  const early = answers.get(url);
  if (!early) return null;
  answers.delete(url);
  if (performance.now() - early.askedAt > EARLY_ANSWER_MS) return null;
  const answer = await early.answer;
  return answer?.status === 200 ? answer : null;
}
