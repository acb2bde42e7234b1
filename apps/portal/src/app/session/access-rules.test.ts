import { anAnonymousSession, aSignedInSession } from '@portal/shared/data-access/testing';
import type { RouteAccess } from '@portal/shared/i18n';
import type { AccessRequest } from './access-rules';
import { accessRedirect } from './access-rules';

const signedIn = aSignedInSession();
const anonymous = anAnonymousSession();
const expired = anAnonymousSession({ reason: 'expired' });

function redirect(access: RouteAccess, session: AccessRequest['session'], address: string, lang: AccessRequest['lang'] = 'en') {
  const [pathname = '', query] = address.split('?');
  return accessRedirect({ access, session, lang, pathname, search: query === undefined ? '' : `?${query}` });
}

describe('pages for signed-in patients', () => {
  it('open with a session', () => {
    expect(redirect('signed-in', signedIn, '/en/invoices')).toBeNull();
    expect(redirect('signed-in', signedIn, '/en')).toBeNull();
  });

  it('send a visitor without a session to the login page with the address as nextPath', () => {
    expect(redirect('signed-in', anonymous, '/en/invoices')).toBe('/en/login?nextPath=%2Fen%2Finvoices');
    expect(redirect('signed-in', anonymous, '/fi/ajanvaraukset/12,13?tab=consent', 'fi')).toBe(
      '/fi/kirjaudu?nextPath=%2Ffi%2Fajanvaraukset%2F12%2C13%3Ftab%3Dconsent',
    );
  });

  it('send a visitor whose session ran out to the expired-session page with the address as next', () => {
    expect(redirect('signed-in', expired, '/sv/fakturor?page=2', 'sv')).toBe(
      '/sv/utgatt-session?next=%2Fsv%2Ffakturor%3Fpage%3D2',
    );
  });

  it('send an anonymous visitor of the front page to the transaction path', () => {
    expect(redirect('signed-in', anonymous, '/en')).toBe('/en/transaction-path');
    expect(redirect('signed-in', anonymous, '/fi/', 'fi')).toBe('/fi/asiointipolku');
    expect(redirect('signed-in', anonymous, '/sv?utm=x', 'sv')).toBe('/sv/transaktionsbana');
  });

  it('send a visitor of the front page whose session ran out to the expired-session page', () => {
    expect(redirect('signed-in', expired, '/fi', 'fi')).toBe('/fi/katkennut-istunto?next=%2Ffi');
  });
});

describe('pages of signing in', () => {
  it('open without a session, expired or not', () => {
    expect(redirect('anonymous', anonymous, '/en/login?nextPath=%2Fen%2Fvisits')).toBeNull();
    expect(redirect('anonymous', expired, '/en/expired-session')).toBeNull();
  });

  it('send a signed-in visitor to the front page', () => {
    expect(redirect('anonymous', signedIn, '/sv/loggain', 'sv')).toBe('/sv');
  });
});

describe('public pages', () => {
  it.each([signedIn, anonymous, expired])('open for everyone (%#)', (session) => {
    expect(redirect('public', session, '/en/transaction-path?error=disallowed')).toBeNull();
    expect(redirect('public', session, '/fi/eula', 'fi')).toBeNull();
  });
});
