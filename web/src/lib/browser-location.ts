/**
 * Full-page navigations, behind one object so tests can observe them (jsdom cannot navigate).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
