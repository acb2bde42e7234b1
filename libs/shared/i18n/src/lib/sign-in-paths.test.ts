import { signInPaths } from './sign-in-paths';

describe('signInPaths', () => {
  it.each([
    ['fi', '/fi/kirjaudu', '/fi/katkennut-istunto', '/fi/asiointipolku'],
    ['sv', '/sv/loggain', '/sv/utgatt-session', '/sv/transaktionsbana'],
    ['en', '/en/login', '/en/expired-session', '/en/transaction-path'],
  ] as const)('gives the translated pages in %s', (lang, login, expired, transactionPath) => {
    expect(signInPaths.login(lang)).toBe(login);
    expect(signInPaths.expiredSession(lang)).toBe(expired);
    expect(signInPaths.transactionPath(lang)).toBe(transactionPath);
  });

  it('puts the return address and mode in the query', () => {
    expect(signInPaths.login('fi', { nextPath: '/fi/laskut?sivu=2', mode: 'mandate' })).toBe(
      '/fi/kirjaudu?nextPath=%2Ffi%2Flaskut%3Fsivu%3D2&mode=mandate',
    );
    expect(signInPaths.expiredSession('en', { next: '/en/invoices' })).toBe('/en/expired-session?next=%2Fen%2Finvoices');
    expect(signInPaths.transactionPath('sv', { error: 'disallowed' })).toBe('/sv/transaktionsbana?error=disallowed');
  });
});
