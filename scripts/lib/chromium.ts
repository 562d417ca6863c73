import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); test tools' own browser downloads fail here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium for the browser tests, the benchmarks and the demo recording. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
