import type { IntlConfig } from 'react-intl';
import type { Lang } from './languages';

/** Plain ICU strings, or pre-parsed ones (the pseudo-locale is compiled to its AST). */
export type Messages = NonNullable<IntlConfig['messages']>;

/** 'pseudo' is the pseudo-locale used to spot text that is not localized. */
export type CatalogId = Lang | 'pseudo';

const loaders: Record<CatalogId, () => Promise<{ default: Messages }>> = {
  fi: () => import('../catalogs/fi.json'),
  sv: () => import('../catalogs/sv.json'),
  en: () => import('../catalogs/en.json'),
  pseudo: () => import('../catalogs/pseudo.json'),
};

const cache = new Map<CatalogId, Promise<Messages>>();

/** Loads a catalog once; each language is its own chunk, so a page loads only its language. */
export function loadMessages(id: CatalogId): Promise<Messages> {
  let promise = cache.get(id);
  if (!promise) {
    promise = loaders[id]().then((module) => module.default);
    cache.set(id, promise);
  }
  return promise;
}
