import type { Language } from '../language';

/** Route path patterns per language, relative to the parent route. A missing language has no page. */
export type LocalizedPaths = Partial<Record<Language, string>>;

export type PathParams = Record<string, string | number | readonly (string | number)[] | undefined>;

function paramText(value: PathParams[string]): string | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  // Id lists are joined by commas, which stay readable in the address.
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/** Fills `:name`, optional `:name?` and a trailing `*` of a route pattern. */
function fillParams(pattern: string, params: PathParams): string {
  return pattern
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') return [params['*'] === undefined ? '' : String(params['*'])];
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const text = paramText(params[name]);
      if (text === undefined) {
        if (optional) return [];
        throw new Error(`Missing route parameter ${name}`);
      }
      return [text];
    })
    .join('/');
}

/**
 * The absolute path of a section page in a language, or undefined when the page does not exist
 * in that language. `paths` lists the nested route patterns from the language root down.
 */
export function localizedPath(lang: Language, paths: readonly LocalizedPaths[] = [], params: PathParams = {}): string | undefined {
  const segments: string[] = [lang];
  for (const level of paths) {
    const pattern = level[lang];
    if (pattern === undefined) return undefined;
    if (pattern) segments.push(fillParams(pattern, params));
  }
  return '/' + segments.join('/');
}

/** Same as localizedPath for a page that exists in every language. */
export function pathIn(lang: Language, paths: readonly LocalizedPaths[], params: PathParams = {}): string {
  return localizedPath(lang, paths, params) ?? `/${lang}`;
}

/**
 * `path` with the query built from `query`; undefined values are left out, so optional
 * parameters need no special casing at the call site.
 */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
