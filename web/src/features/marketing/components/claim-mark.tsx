import { CLAIM_NOTES, type ClaimNote } from '../content/claims';

/**
 * The footnote mark after a figure the product does not measure (issue #29): a target, an
 * estimate, what "24/7 support" means. The note itself is in the site footer (ClaimNotes).
 */
export function ClaimMark({ note }: { note: ClaimNote }) {
  return (
    <sup className="ml-0.5 text-[0.65em] font-semibold" title={CLAIM_NOTES[note].text}>
      {CLAIM_NOTES[note].mark}
    </sup>
  );
}

/** Every footnote, at the foot of every marketing page. */
export function ClaimNotes() {
  return (
    <section aria-label="Notes on figures" className="mx-auto max-w-6xl px-4 pb-6 sm:px-6">
      <ul className="grid gap-1 text-xs leading-5 text-slate-400">
        {Object.values(CLAIM_NOTES).map(({ mark, text }) => (
          <li key={mark}>
            <span aria-hidden className="mr-1 font-semibold">
              {mark}
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
