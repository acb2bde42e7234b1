import { useTracker } from '@portal/shared/data-access';
import type { LocalizedRouteHandle } from '@portal/shared/i18n';
import { useLang, useRouteMatches } from '@portal/shared/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePortal } from '../portal-context';

function pageIdOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('pageId' in handle)) return undefined;
  return (handle as LocalizedRouteHandle).pageId;
}

/** Sends one page-view event per page shown. */
export function usePageViewTracking(): void {
  const matches = useRouteMatches();
  const { pathname } = useLocation();
  const tracker = useTracker();
  const lang = useLang();
  const { env } = usePortal();
  const pageId = matches.map((m) => pageIdOf(m.handle)).findLast(Boolean) ?? 'unknown';

  useEffect(() => {
    tracker.trackPageView({ pageId, path: pathname, lang, brand: env.brand });
  }, [tracker, pageId, pathname, lang, env.brand]);
}
