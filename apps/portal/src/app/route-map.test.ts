import type { PortalRoute } from '@portal/shared/i18n';
import { languages } from '@portal/shared/i18n';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { featureRoutes } from './routes';

const root = path.join(__dirname, '../../../..');
const file = path.join(root, 'docs/route-map.md');

/** Every feature source file (not tests or stories), among which the page modules are found. */
function featureSources(): Array<{ file: string; text: string }> {
  const sources: Array<{ file: string; text: string }> = [];
  for (const domain of readdirSync(path.join(root, 'libs'))) {
    const lib = path.join(root, 'libs', domain, 'feature/src/lib');
    let entries: string[];
    try {
      entries = readdirSync(lib, { recursive: true }) as string[];
    } catch {
      continue;
    }
    for (const entry of entries.filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))) {
      sources.push({ file: path.relative(root, path.join(lib, entry)), text: readFileSync(path.join(lib, entry), 'utf8') });
    }
  }
  return sources;
}

/**
 * Each page id's page file: the module its lazy import names (`import('./pages/…')`, as the
 * compiled function still shows), found among the feature files by that path's end. A route object
 * holds its page as a function, which names no file of its own.
 */
async function pageFiles(): Promise<Map<string, string[]>> {
  const sources = featureSources();
  const found = new Map<string, string[]>();
  for (const route of featureRoutes) {
    const specifier = /(?:import|require)\(\s*['"](\.\.?\/[^'"]+)['"]/.exec(route.lazy.toString())?.[1] ?? '';
    const tail = `/${specifier.replace(/^(\.\.?\/)+/, '')}`;
    found.set(
      route.pageId,
      sources.filter((source) => specifier !== '' && /^(.*)\.tsx?$/.exec(`/${source.file}`)?.[1]?.endsWith(tail)).map((source) => source.file),
    );
  }
  return found;
}

async function routeMap(): Promise<string> {
  const files = await pageFiles();
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = featureRoutes.map((route: PortalRoute) => {
    const paths = languages.map((lang) => (route.paths ? (route.paths[lang] === undefined ? '–' : `\`/${lang}/${route.paths[lang]}\``) : `\`/${lang}\``));
    return `| \`${route.pageId}\` | ${paths.map(cell).join(' | ')} | ${route.access ?? 'signed-in'} | \`${(files.get(route.pageId) ?? ['?']).join('`, `')}\` |`;
  });
  return [
    '# Route map',
    '',
    'Every page of the portal: its address in each language (relative to the language, `–` where the',
    'page is missing in it), who may open it, and the file that renders it. Generated from the',
    "features' route objects (`featureRoutes` in `apps/portal/src/app/routes.tsx`): `npm run docs:references`",
    'writes it, and a test fails when it is stale. The address words and the path builder of every page are in `libs/shared/util/src/lib/paths/` (`pagePaths`, `routePatterns`).',
    '',
    `| Page id | ${languages.join(' | ')} | Access | Page file |`,
    `|---|${languages.map(() => '---|').join('')}---|---|`,
    ...rows,
    '',
  ].join('\n');
}

describe('the route map', () => {
  it('is the one generated from the route objects (npm run docs:references writes it)', async () => {
    const generated = await routeMap();
    if (process.env['WRITE_REFERENCES'] === '1') writeFileSync(file, generated);
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });

  it('finds one page file for every page id', async () => {
    const files = await pageFiles();
    for (const route of featureRoutes) expect([route.pageId, files.get(route.pageId)?.length]).toEqual([route.pageId, 1]);
  });
});
