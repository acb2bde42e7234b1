import { screenSizeClass } from '@portal/shared/util';
import type { ScreenSize } from '@portal/shared/util';
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../theme/breakpoints';

const queries = [`(max-width: ${BREAKPOINTS.small}px)`, `(max-width: ${BREAKPOINTS.medium}px)`] as const;

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function getSnapshot(): ScreenSize {
  if (typeof window === 'undefined') return 'large';
  if (!hasMatchMedia()) return screenSizeClass(window.innerWidth);
  if (window.matchMedia(queries[0]).matches) return 'small';
  if (window.matchMedia(queries[1]).matches) return 'medium';
  return 'large';
}

function getServerSnapshot(): ScreenSize {
  return 'large';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (!hasMatchMedia()) {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The screen size class of the window: 'small' (<= 480px), 'medium' (<= 800px) or 'large'.
 * Follows the window as it is resized; 'large' when rendered on a server.
 */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
