/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { intlWarmUpFile, intlWarmUpSource, intlWarmUpTag } from './intl-warm-up';

/** An Intl whose constructors record the locale they were made for. */
function recordingIntl(omit: string[] = []) {
  const made: string[] = [];
  const recording = (name: string) =>
    class {
      constructor(locale: string) {
        made.push(`${name} ${locale}`);
      }
      format = () => '';
      select = () => '';
      maximize = () => this;
    };
  const names = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Locale'].filter((name) => !omit.includes(name));
  return { made, Intl: Object.fromEntries(names.map((name) => [name, recording(name)])) };
}

it('warms up Intl in the language of the page', () => {
  const { made, Intl } = recordingIntl();
  runInNewContext(intlWarmUpSource, { Intl, document: { documentElement: { lang: 'sv' } } });
  expect(made).toEqual(['DateTimeFormat sv', 'NumberFormat sv', 'PluralRules sv', 'Locale sv']);
});

it('leaves a browser that lacks part of Intl without an error', () => {
  const { made, Intl } = recordingIntl(['Locale']);
  expect(() => runInNewContext(intlWarmUpSource, { Intl, document: { documentElement: { lang: 'fi' } } })).not.toThrow();
  expect(made).toHaveLength(3);
});

it('is an async script in the head, from a file named by its content', () => {
  expect(intlWarmUpFile).toMatch(/^assets\/intl-warm-up-[0-9a-f]{8}\.js$/);
  expect(intlWarmUpTag('/')).toEqual({ tag: 'script', attrs: { src: `/${intlWarmUpFile}`, async: true }, injectTo: 'head' });
});
