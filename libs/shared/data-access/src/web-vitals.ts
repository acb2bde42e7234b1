// A separate entry point: the measuring module and the `web-vitals` library it imports stay out of
// the first page's JavaScript. The portal starts it with measureWebVitalsAfterLoad (the main
// entry), which imports it once the page has loaded; import it here only where that holds too.
export { routePatternOf, startWebVitals, WEB_VITALS_ENDPOINT } from './lib/web-vitals';
export type { WebVitalsConfig } from './lib/web-vitals';
