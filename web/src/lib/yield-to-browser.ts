/**
 * Resolves in a task of its own, so that the work after it runs apart from the work before it.
 * A page's start-up splits at these points into tasks short enough for a mid-range phone (about
 * four times slower than a desktop): a task over 50 ms there blocks a tap, and counts against
 * the page's Lighthouse score as blocking time (issue #18 item 7). A message, as React's
 * scheduler uses, rather than a timer: it runs as soon as the browser has handled what is
 * waiting, never held back by timer clamping or a paused clock.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
