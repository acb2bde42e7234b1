import { createMemoryTracker } from '@portal/shared/data-access';
import { STRONG_AUTH_COOKIE, takeStrongAuthMethod, trackStrongAuthLogin } from './strong-auth-cookie';

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('strong-auth cookie', () => {
  afterEach(clearCookies);

  it('tracks a login with the method once and clears the cookie', () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = `${STRONG_AUTH_COOKIE}=nordea; Path=/`;
    const tracker = createMemoryTracker();
    trackStrongAuthLogin(tracker);
    expect(tracker.entries).toEqual([{ event: 'login', method: 'nordea' }]);
    expect(document.cookie).not.toContain(STRONG_AUTH_COOKIE);
    // Other cookies stay.
    expect(document.cookie).toContain('other=1');
    trackStrongAuthLogin(tracker);
    expect(tracker.entries).toHaveLength(1);
  });

  it('clears the cookie with the Path the API set it with', () => {
    const writes: string[] = [];
    const doc = {
      cookie: `${STRONG_AUTH_COOKIE}=op`,
      location: { protocol: 'https:' },
    } as unknown as Document;
    Object.defineProperty(doc, 'cookie', {
      get: () => `${STRONG_AUTH_COOKIE}=op`,
      set: (value: string) => writes.push(value),
    });
    expect(takeStrongAuthMethod(doc)).toBe('op');
    expect(writes).toEqual([`${STRONG_AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`]);
  });

  it('tracks nothing without the cookie', () => {
    const tracker = createMemoryTracker();
    trackStrongAuthLogin(tracker);
    expect(tracker.entries).toEqual([]);
  });

  it('never passes on a value that is not a known method', () => {
    document.cookie = `${STRONG_AUTH_COOKIE}=${encodeURIComponent('150488-902P')}; Path=/`;
    const tracker = createMemoryTracker();
    trackStrongAuthLogin(tracker);
    expect(tracker.entries).toEqual([{ event: 'login', method: 'unknown' }]);
    expect(document.cookie).not.toContain(STRONG_AUTH_COOKIE);
  });
});
