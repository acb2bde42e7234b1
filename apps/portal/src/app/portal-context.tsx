import { createContext, use } from 'react';
import type { BrandConfig } from '../config/brand-config';
import type { PortalEnv } from '../config/portal-env';

export interface PortalContextValue {
  env: PortalEnv;
  brand: BrandConfig;
  /** Show the pseudo-locale (development only) to spot text that is not localized. */
  pseudoLocale: boolean;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = use(PortalContext);
  if (!value) throw new Error('usePortal() used outside PortalContext');
  return value;
}
