// The info pages as one chunk: every lazy import adds its preload list to the first page, so the
// routes share one import (as lab-imaging's section-pages.ts).
export { AccessibilityPage } from './accessibility-page';
export { HelpPage } from './help-page';
export { PikkutsattiPage } from './pikkutsatti-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
