import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { isAbsoluteUrl, useLinkHref } from './language-root';

function inRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/fi/varaus/abc']}>{children}</MemoryRouter>;
}

describe('useLinkHref', () => {
  it.each([
    'https://www.google.com/maps/search/?api=1&query=Urho%20Kekkosen%20katu%204',
    'tel:+358103803838',
    'mailto:laskutus@example.fi',
    '//cdn.example.fi/a.pdf',
  ])('leaves the absolute address %s as it is', (href) => {
    expect(isAbsoluteUrl(href)).toBe(true);
    expect(renderHook(() => useLinkHref(href), { wrapper: inRouter }).result.current).toBe(href);
  });

  it('resolves a route as react-router does', () => {
    expect(isAbsoluteUrl('/fi/ajanvaraus?x=1')).toBe(false);
    expect(renderHook(() => useLinkHref('/fi/ajanvaraus?x=1'), { wrapper: inRouter }).result.current).toBe('/fi/ajanvaraus?x=1');
  });
});
