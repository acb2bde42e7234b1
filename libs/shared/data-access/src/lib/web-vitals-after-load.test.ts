import { startWebVitals } from './web-vitals';
import { measureWebVitalsAfterLoad } from './web-vitals-after-load';

jest.mock('./web-vitals', () => ({ startWebVitals: jest.fn() }));

/** Lets the dynamic import of the measuring module resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const config = { environment: 'production', routes: [], pathname: '/fi' } as const;

beforeAll(async () => {
  // The test's own document first finishes loading.
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
});
afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  jest.mocked(startWebVitals).mockClear();
});

describe('measureWebVitalsAfterLoad', () => {
  it('loads the measuring module and starts it only once the page has loaded', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    measureWebVitalsAfterLoad(config);
    await settle();
    expect(startWebVitals).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await settle();
    expect(startWebVitals).toHaveBeenCalledTimes(1);
    expect(startWebVitals).toHaveBeenCalledWith(config);
  });

  it('starts at once on a page that has loaded already', async () => {
    measureWebVitalsAfterLoad(config);
    await settle();
    expect(startWebVitals).toHaveBeenCalledWith(config);
  });
});
