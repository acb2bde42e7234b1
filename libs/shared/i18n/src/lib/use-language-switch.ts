import { useLocation } from 'react-router';
import { useRouteMatches } from './route-table';
import type { Lang } from './languages';
import { switchLanguagePath } from './routing';

/** The address of the current page in another language. */
export function useLanguageSwitchPath(target: Lang): string {
  const matches = useRouteMatches();
  const { search, hash } = useLocation();
  return switchLanguagePath(matches, target, search, hash);
}
