import './index.css';
// Before any schema is built: Zod without eval, so the CSP is never violated.
import '@domain/zod-jitless';
// Notes the load event's time before anything else can miss it (the landing popup counts from it).
import './lib/page-load';
import { EARLY_READ_PATHS } from './app/early-paths';
import { currentHostMode } from './lib/host';

/** The longest React waits for a lot's screen's code before it starts anyway (with a spinner). */
const STAFF_CODE_WAIT_MS = 1000;

// A lot's screen waits for its reads, not for the code that would make them one by one: a small
// chunk asks for them, and the staff app's code loads beside them; React starts once that code
// is in, so no loading spinner shows and then holds the screen back (lib/lazy-with-preload).
// A dealership's address no route knows (the not-found page) loads the same way.
function loadStaffCode(): Promise<unknown> | null {
  const path = location.pathname;
  if (EARLY_READ_PATHS.includes(path)) {
    void import('./app/early-requests').then(({ askStaffScreenEarly }) =>
      askStaffScreenEarly(path),
    );
    return import('./app/preload-staff-app').then(({ preloadStaffApp }) => preloadStaffApp(path));
  }
  if (!['app', 'local'].includes(currentHostMode().mode)) return null;
  return import('./app/preload-staff-app').then(({ preloadUnknownStaffPath }) =>
    preloadUnknownStaffPath(path),
  );
}
const loading = loadStaffCode();
const staffCode: Promise<unknown> = loading
  ? Promise.race([
      loading,
      new Promise((resolve) => setTimeout(resolve, STAFF_CODE_WAIT_MS)),
    ]).catch(() => undefined)
  : Promise.resolve();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Resolves just after the browser has painted its first frame. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// React and the app are a separate chunk. A pre-rendered page (HTML already in #root) paints
// first and starts React afterwards, so evaluating the app's JavaScript never holds back the
// first paint; an empty shell has nothing to paint and starts at once.
const ready = root.hasChildNodes() ? afterFirstPaint() : Promise.resolve();
void Promise.all([ready.then(() => import('./mount-app')), staffCode]).then(([{ mountApp }]) =>
  mountApp(root),
);
