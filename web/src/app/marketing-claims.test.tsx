import { createElement } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_NOTES, SOURCED_FIGURES } from '@/features/marketing/content/claims';
import { WelcomePopupDialog } from '@/features/marketing/components/welcome-popup-dialog';
import { renderPublicScreen } from '@/test/render-public-screen';
import { SCREENS } from './route-table';

/**
 * Claims that are true (issue #29 item 4): every figure a marketing page shows, its meta
 * description included, is in the list of sourced figures (content/claims.ts), and a page that
 * shows a target or an estimate carries the footnote that says so.
 */

/** A figure a claim can carry: money, a percentage, "40+", "24/7", a number of some unit. */
const FIGURE =
  /\$\s?\d[\d,]*(?:\.\d+)?|\d[\d,.]*\s?%|\d+\+|\d+\/7|\b\d[\d,.]*[- ]?(?:hours?|hrs?|h|days?|minutes?|mins?|weeks?|months?|years?|vehicles?|cars?|users?|dealerships?|stores?|rooftops?|seconds?|times|x)\b/gi;

/**
 * The page's visible words: text nodes of one element joined as they are ("{days}-day" is two
 * nodes), those of different elements with a space, so "$0" and "7-day trial" never run together.
 */
function visibleText(root: Element): string {
  let text = '';
  let previousParent: Element | null = null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // An illustration (role="img", e.g. the sample board's tile ages) or a decoration is not a claim.
    if (node.parentElement?.closest('[role="img"], [aria-hidden="true"]')) continue;
    text += (node.parentElement === previousParent ? '' : ' ') + (node.textContent ?? '');
    previousParent = node.parentElement;
  }
  return text;
}

function figuresIn(text: string): string[] {
  const found = [...text.matchAll(FIGURE)].map((match) =>
    match[0]
      .replace(/\s+/g, ' ')
      .replace(/[,.]+$/, '')
      .toLowerCase(),
  );
  return [...new Set(found)];
}

const SOURCED = new Set(SOURCED_FIGURES.map(({ figure }) => figure));
/** The figures that must stand beside their footnote: targets and estimates. */
const NEEDS_NOTE = SOURCED_FIGURES.flatMap(({ figure, basis }) =>
  basis === 'target' || basis === 'estimate' ? [{ figure, basis }] : [],
);

const PAGES = [
  'landing',
  'howItWorks',
  'about',
  'contact',
  'faq',
  'pricing',
  'pricingLayouts',
  'pricingEnterprise',
  'requestDemo',
  'demoRequested',
  'pilotProgram',
  'pilotSuccess',
  'demoSignup',
  'signup',
] as const;

afterEach(cleanup);

describe('figures on the marketing site', () => {
  it.each(PAGES)('%s shows only sourced figures, with their footnotes', async (name) => {
    const screen = SCREENS[name];
    const Page = await screen.load();
    const { container } = renderPublicScreen(createElement(Page));
    const text = `${visibleText(container)} ${screen.meta?.description ?? ''}`;
    const figures = figuresIn(text);
    expect(figures.filter((figure) => !SOURCED.has(figure))).toEqual([]);
    for (const { figure, basis } of NEEDS_NOTE) {
      if (!figures.includes(figure)) continue;
      expect(text, `${figure} needs its footnote`).toContain(CLAIM_NOTES[basis].text);
    }
  });

  it('the popup shows only sourced figures', () => {
    const { baseElement } = renderPublicScreen(
      createElement(WelcomePopupDialog, { onClose: () => {}, onChoose: () => {} }),
    );
    const figures = figuresIn(visibleText(baseElement));
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter((figure) => !SOURCED.has(figure))).toEqual([]);
  });

  it.each([
    ['We cut turnaround by 75%', ['75%']],
    ['Trusted by 500+ dealerships', ['500+']],
    ['From $49 a month, live in 2 days', ['$49', '2 days']],
  ])('catches an unsourced figure in "%s"', (text, expected) => {
    const figures = figuresIn(text);
    expect(figures).toEqual(expect.arrayContaining(expected));
    expect(figures.every((figure) => SOURCED.has(figure))).toBe(false);
  });
});
