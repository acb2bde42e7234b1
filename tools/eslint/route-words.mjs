// portal/no-route-words: the words of the portal's addresses live in one place,
// libs/shared/util/src/lib/paths (route segments, route patterns and the page path builders), so
// that a link to another domain's page is a call to pagePaths, never a re-spelled segment. This
// rule reports a string in product code that spells one of those words as an address segment.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pathsFolder = new URL('../../libs/shared/util/src/lib/paths/', import.meta.url).pathname;

/** The segment words of every language, read from the `en: '…'`, `fi: '…'`, `sv: '…'` entries of the folder. */
function readWords() {
  const english = new Set();
  const other = new Set();
  for (const name of readdirSync(pathsFolder)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(pathsFolder, name), 'utf8');
    for (const [, lang, value] of text.matchAll(/\b(en|fi|sv): '([^']+)'/g)) {
      for (const part of value.split('/')) {
        if (part === '' || part.startsWith(':') || part === '*') continue;
        (lang === 'en' ? english : other).add(part);
      }
    }
  }
  for (const word of english) other.delete(word);
  return { english, other };
}

const words = readWords();

/** Strings that are addresses of something else than a portal page: the API, other sites, files. */
function isOtherAddress(value) {
  return /^\/?api\//.test(value) || value.includes('://') || /^(@|\.|libs\/|apps\/)/.test(value);
}

/** The route word a string spells as a segment, if any. */
export function routeWordIn(value) {
  if (isOtherAddress(value)) return undefined;
  const parts = value.split('/');
  const hasSlash = parts.length > 1;
  for (const part of parts) {
    if (words.other.has(part)) return part;
    if (hasSlash && words.english.has(part)) return part;
  }
  return undefined;
}

/** The API client's calls name their endpoint by `path`, relative to /api: not a portal page. */
const isApiPath = (node) => {
  const owner = node.type === 'TemplateElement' ? node.parent?.parent : node.parent;
  return owner?.type === 'Property' && owner.key?.type === 'Identifier' && owner.key.name === 'path';
};

const isModuleSource = (node) =>
  ['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration', 'ImportExpression'].includes(node.parent?.type) &&
  node.parent.source === node;

const noRouteWords = {
  meta: {
    type: 'problem',
    docs: { description: 'Addresses of portal pages are built with pagePaths or routePatterns (@portal/shared/util), never spelled.' },
    schema: [],
    messages: {
      spelled:
        "'{{word}}' is a word of a portal address: build the address with pagePaths (or routePatterns in a route) from @portal/shared/util instead of spelling it.",
    },
  },
  create(context) {
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      const word = routeWordIn(value);
      if (word !== undefined) context.report({ node, messageId: 'spelled', data: { word } });
    };
    return {
      Literal(node) {
        if (!isModuleSource(node) && !isApiPath(node)) check(node, node.value);
      },
      TemplateElement(node) {
        if (!isApiPath(node)) check(node, node.value.cooked);
      },
    };
  },
};

export const routeWordsPlugin = { rules: { 'no-route-words': noRouteWords } };
