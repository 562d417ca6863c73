/**
 * Draws web/public/og-image.png, the 1200×630 picture that link previews show for every page
 * (og:image, scripts/prerender.ts), in Chromium from the brand's colours and headline. Run
 * again (`npx tsx scripts/make-og-image.ts`) when the brand or the headline changes.
 */
import { OG_IMAGE } from '../domain/site-url';
import { launchChromium } from './lib/chromium';

const HTML = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#0f172a 0%,#1e293b 60%,#7f1d1d 100%);font-family:system-ui,'DejaVu Sans',sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:20px">
    <div style="width:64px;height:64px;border-radius:16px;background:#dc2626;display:grid;place-items:center;font-size:38px;font-weight:800">L</div>
    <div style="font-size:40px;font-weight:800;letter-spacing:-0.5px">LotReady</div>
  </div>
  <div>
    <div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-1.5px;max-width:980px">Know where every vehicle is, from check-in to front line.</div>
    <div style="margin-top:28px;font-size:30px;color:#cbd5e1">Make-ready and service tracking for car dealerships · 7-day free trial</div>
  </div>
  <div style="display:flex;gap:14px">
    ${['#16a34a', '#eab308', '#dc2626'].map((c) => `<div style="width:120px;height:14px;border-radius:7px;background:${c}"></div>`).join('')}
  </div>
</div></body></html>`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({
    viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
  });
  await page.setContent(HTML);
  await page.screenshot({ path: `web/public${OG_IMAGE.path}` });
} finally {
  await browser.close();
}
