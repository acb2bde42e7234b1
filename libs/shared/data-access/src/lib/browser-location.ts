/**
 * Full page loads. A separate object so that tests can watch them (jsdom cannot navigate), and so
 * that the few places that deliberately leave the single-page app are easy to find.
 */
export const browserLocation = {
  /** Loads `url` as a new document, dropping every piece of in-memory state. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
