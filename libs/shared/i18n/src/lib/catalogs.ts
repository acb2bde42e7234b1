import type { IntlConfig } from 'react-intl';
import type { Lang } from './languages';

/** Plain ICU strings, or pre-parsed ones (the pseudo-locale is compiled to its AST). */
export type Messages = NonNullable<IntlConfig['messages']>;

/** 'pseudo' is the pseudo-locale used to spot text that is not localized. */
export type CatalogId = Lang | 'pseudo';

/**
 * A catalog module: one language's messages of every project, which each keeps beside its code
 * in src/translations and the host joins (apps/portal/vite/catalogs.ts; tools/jest/catalogs in
 * unit tests). In production builds the portal's build splits each language's catalog:
 * `default` holds the messages of the app's frame and the first pages, `rest` loads the
 * sections' messages as a chunk of its own. In development and tests the module is the whole
 * catalog and has no `rest`.
 */
export interface CatalogModule {
  default: Messages;
  rest?: () => Promise<{ default: Messages }>;
}

const loaders: Record<CatalogId, () => Promise<CatalogModule>> = {
  fi: () => import('virtual:portal-catalog/fi'),
  sv: () => import('virtual:portal-catalog/sv'),
  en: () => import('virtual:portal-catalog/en'),
  pseudo: () => import('virtual:portal-catalog/pseudo'),
};

const modules = new Map<CatalogId, Promise<CatalogModule>>();
const firstPages = new Map<CatalogId, Promise<Messages>>();
const wholes = new Map<CatalogId, Promise<Messages>>();
const loaded = new Map<CatalogId, Messages>();
const listeners = new Set<() => void>();

function moduleOf(id: CatalogId): Promise<CatalogModule> {
  let promise = modules.get(id);
  if (!promise) {
    promise = loaders[id]();
    modules.set(id, promise);
  }
  return promise;
}

/**
 * The messages the first page needs, loaded once; each language is its own chunk, so a page
 * loads only its language.
 */
export function loadMessages(id: CatalogId): Promise<Messages> {
  let promise = firstPages.get(id);
  if (!promise) {
    promise = moduleOf(id).then((module) => module.default);
    firstPages.set(id, promise);
  }
  return promise;
}

/**
 * The whole catalog of a module: its first-page messages and, when it is split, the rest. The
 * first part's messages are added to the rest's object, which serves nothing else: a new object
 * made of both would take each of a thousand messages one at a time (15 ms on one fast core,
 * 0.06 ms for adding the first part's hundred to the rest).
 */
export async function wholeCatalog(module: CatalogModule): Promise<Messages> {
  if (!module.rest) return module.default;
  const rest = await module.rest();
  return Object.assign(rest.default, module.default);
}

/**
 * Loads a language's whole catalog once. Every page but the first ones waits for it before it
 * shows (toRouteObjects), and the intl provider switches to it when it is there (allMessages).
 */
export function loadAllMessages(id: CatalogId): Promise<Messages> {
  let promise = wholes.get(id);
  if (!promise) {
    promise = moduleOf(id)
      .then(wholeCatalog)
      .then((messages) => {
        // Recorded before anyone awaiting this promise resumes, so a page that waited for it
        // renders with its messages.
        loaded.set(id, messages);
        listeners.forEach((listener) => listener());
        return messages;
      });
    promise.catch(() => wholes.delete(id));
    wholes.set(id, promise);
  }
  return promise;
}

/** The whole catalog when it has been loaded (for useSyncExternalStore). */
export function allMessages(id: CatalogId): Messages | undefined {
  return loaded.get(id);
}

export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
