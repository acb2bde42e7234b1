import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { aSession } from '../testing';
import { hasFeature, SessionProvider, useSession } from './session-context';

describe('SessionProvider / useSession', () => {
  it('gives the provided session', () => {
    const session = aSession({ healthCareType: 'occupational' });
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }: { children: ReactNode }) => <SessionProvider session={session}>{children}</SessionProvider>,
    });
    expect(result.current).toBe(session);
  });

  it('gives null for an anonymous visitor', () => {
    function Who() {
      const session = useSession();
      return <p>{session ? session.healthCareType : 'anonymous'}</p>;
    }
    render(
      <SessionProvider session={null}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it('throws outside the provider so a missing set-up is not mistaken for "logged out"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('useSession() used outside SessionProvider');
    jest.restoreAllMocks();
  });
});

describe('hasFeature', () => {
  it('is true only for flags in the session', () => {
    const session = aSession({ features: ['mfa', 'price-details'] });
    expect(hasFeature(session, 'mfa')).toBe(true);
    expect(hasFeature(session, 'price-details')).toBe(true);
    expect(hasFeature(session, 'kela65')).toBe(false);
  });

  it('is false for an anonymous visitor', () => {
    expect(hasFeature(null, 'mfa')).toBe(false);
    expect(hasFeature(undefined, 'mfa')).toBe(false);
  });
});
