import type { WebVitalsConfig } from './web-vitals';

/**
 * Starts measuring the Core Web Vitals (web-vitals.ts) once the page has loaded: the measuring
 * module and the `web-vitals` library load only then, outside the first page's JavaScript, and
 * the browser keeps what it measured before them.
 */
export function measureWebVitalsAfterLoad(config: WebVitalsConfig): void {
  const start = () => {
    import('./web-vitals').then(
      (vitals) => vitals.startWebVitals(config),
      // Measuring is best effort: a module that fails to load is no error of the page's.
      () => undefined,
    );
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
