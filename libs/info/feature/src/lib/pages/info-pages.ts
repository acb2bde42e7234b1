// The info pages as one chunk: every lazy import adds its preload list to the first page, so the
// three routes share one import (as lab-imaging's section-pages.ts).
export { HelpPage } from './help-page';
export { PikkutsattiPage } from './pikkutsatti-page';
export { TermsPage } from './terms-page';
