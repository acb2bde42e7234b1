import { LANGUAGES, isLanguage } from './language';

it('lists the portal languages', () => {
  expect(LANGUAGES).toEqual(['fi', 'sv', 'en']);
});

it.each([
  ['fi', true],
  ['sv', true],
  ['en', true],
  ['FI', false],
  ['fi-FI', false],
  ['de', false],
  ['', false],
])('isLanguage(%j) → %s', (value, expected) => {
  expect(isLanguage(value)).toBe(expected);
});
