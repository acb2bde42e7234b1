import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { aBrand } from '../testing';
import { BrandProvider, brandHasSection, useBrand } from './brand-context';

describe('BrandProvider / useBrand', () => {
  it('gives the provided brand', () => {
    const brand = aBrand('children');
    const { result } = renderHook(() => useBrand(), {
      wrapper: ({ children }: { children: ReactNode }) => <BrandProvider brand={brand}>{children}</BrandProvider>,
    });
    expect(result.current).toBe(brand);
    expect(result.current.termsLanguage).toBe('fi');
  });

  it('throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBrand())).toThrow('useBrand() used outside BrandProvider');
    jest.restoreAllMocks();
  });
});

describe('brandHasSection', () => {
  it('is false for the sections the brand lacks and true for the rest', () => {
    expect(brandHasSection(aBrand('children'), 'conversations')).toBe(false);
    expect(brandHasSection(aBrand('children'), 'questionnaires')).toBe(false);
    expect(brandHasSection(aBrand('children'), 'appointments')).toBe(true);
    expect(brandHasSection(aBrand('general'), 'conversations')).toBe(true);
  });
});
