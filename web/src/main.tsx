import './index.css';

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
void ready.then(() => import('./mount-app')).then(({ mountApp }) => mountApp(root));
