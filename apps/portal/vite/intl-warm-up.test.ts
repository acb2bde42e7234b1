/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { intlWarmUpFile, intlWarmUpSource, intlWarmUpTag } from './intl-warm-up';

/** An Intl whose date formats record the locale they were made for. */
function recordingIntl() {
  const made: string[] = [];
  class DateTimeFormat {
    constructor(locale: string) {
      made.push(locale);
    }
    format = () => '';
  }
  return { made, Intl: { DateTimeFormat } };
}

it('warms up Intl in the language of the page', () => {
  const { made, Intl } = recordingIntl();
  runInNewContext(intlWarmUpSource, { Intl, document: { documentElement: { lang: 'sv' } } });
  expect(made).toEqual(['sv']);
});

it('leaves a browser that fails the call without an error', () => {
  expect(() => runInNewContext(intlWarmUpSource, { Intl: {}, document: { documentElement: { lang: 'fi' } } })).not.toThrow();
});

it('is an async script in the head, asked for at high priority, from a file named by its content', () => {
  expect(intlWarmUpFile).toMatch(/^assets\/intl-warm-up-[0-9a-f]{8}\.js$/);
  expect(intlWarmUpTag('/')).toEqual({ tag: 'script', attrs: { src: `/${intlWarmUpFile}`, async: true, fetchpriority: 'high' }, injectTo: 'head' });
});
