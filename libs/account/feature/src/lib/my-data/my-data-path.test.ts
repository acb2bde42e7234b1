import { myDataPath } from './my-data-path';

it('is below my information in each language', () => {
  expect([myDataPath('fi'), myDataPath('sv'), myDataPath('en')]).toEqual(['/fi/omat-tiedot/kaytto', '/sv/mina-uppgifter/anvandning', '/en/my-information/my-data']);
});
