import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, defineConfig } from 'vite';
import { LANGUAGES } from '../../libs/shared/util/src/lib/language';
import { brandConfigFor } from './src/config/brands';
import { portalEnvFromProcess } from './src/config/portal-env';
import { chunkGroups, firstPageModules } from './vite/chunk-groups';
import { intlWarmUp } from './vite/intl-warm-up';
import { languagePages } from './vite/language-pages';
import { leanMessages } from './vite/lean-messages';
import { loadedPreloads } from './vite/loaded-preloads';
import { portalCatalogs } from './vite/catalogs';
import { precompress } from './vite/precompress';
import { pureReactRouter } from './vite/pure-react-router';

const reactRouterProduction = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Set while the build makes its first pass (see firstPage below). */
const FIRST_PASS = 'PORTAL_BUILD_FIRST_PASS';

/**
 * The modules of the first page's chunks, from a first build without chunk groups, written
 * nowhere: the groups of the real build keep them out of the shared chunk (vite/chunk-groups.ts).
 */
async function firstPage(): Promise<Set<string>> {
  process.env[FIRST_PASS] = '1';
  try {
    const output = await build({ configFile: fileURLToPath(import.meta.url), logLevel: 'warn', build: { write: false, sourcemap: false } });
    const [first] = Array.isArray(output) ? output : [output];
    if (!first || !('output' in first)) throw new Error('the first pass of the build gave no output');
    return firstPageModules(first);
  } finally {
    delete process.env[FIRST_PASS];
  }
}

export default defineConfig(async ({ command }) => {
  // Validated here too, so a bad variable stops the build instead of shipping a broken page.
  const env = portalEnvFromProcess(process.env, command === 'build' ? 'production' : 'development');
  const brand = brandConfigFor(env);
  const preloads = loadedPreloads();
  const chunks = chunkGroups(command === 'build' && !process.env[FIRST_PASS] ? await firstPage() : undefined);
  return {
    root: import.meta.dirname,
    cacheDir: '../../node_modules/.vite/apps/portal',
    plugins: [
      // React Aria's own strings (a calendar's, a select's) for the portal's languages only: the
      // other 31 languages were 4.4 KB gzip of a chunk the booking list loads (19.5 to 15.1 KB).
      optimizeLocales.vite({ locales: [...LANGUAGES] }),
      react(),
      nxViteTsPaths(),
      portalCatalogs({ precompiled: true }),
      pureReactRouter(),
      leanMessages(),
      preloads.plugin,
      chunks.plugin,
      intlWarmUp(),
      languagePages(brand),
      precompress(),
    ],
    // Both are validated above, so the browser takes them as they are: it neither ships the
    // schemas nor the other brand's configuration.
    // The environment also on its own, a constant the bundler folds: development-only code
    // (the pseudo-locale switch) leaves the production build.
    define: {
      __PORTAL_ENV__: JSON.stringify(env),
      '__PORTAL_ENV__.environment': JSON.stringify(env.environment),
      __PORTAL_BRAND__: JSON.stringify(brand),
    },
    server: {
      port: 4200,
      host: 'localhost',
      strictPort: true,
      // The API server answers these; the Host header stays the portal's, so the sign-in's
      // addresses and the same-origin checks see the address the browser used.
      proxy: Object.fromEntries(
        ['/api', '/fhir', '/oauth', '/dev-idp', '/valtuudet-stand-in', '/paytrail-stand-in', '/insurer-stand-in', '/dev-sms', '/dev-mail', '/dev-accessibility-feedback', '/dev-care-team', '/dev-clinic', '/out', '/dev-outside'].map((prefix) => [
          prefix,
          { target: `http://127.0.0.1:${process.env['API_PORT'] ?? '3000'}`, xfwd: true },
        ]),
      ),
    },
    resolve: {
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./vite/use-sync-external-store.ts', import.meta.url)) },
        // The package's exports name only its development build, which differs from the
        // production one by its warnings: the build takes the production files.
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction('index.mjs') }, { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') }] : []),
      ],
    },
    preview: { port: 4300, host: 'localhost', strictPort: true },
    build: {
      outDir: `../../dist/apps/portal/${env.brand}`,
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      reportCompressedSize: false,
      // One style sheet for the whole portal (58 KB, 9-10 KB compressed), linked by every page,
      // instead of one per chunk: a page no longer waits for a style sheet per chunk of its code
      // (the booking list had 9, each a request and a restyle of the page when it came), and
      // in alternating Lighthouse runs the booking list and the conversation painted their
      // content 0.2-0.4 s sooner. The first page's CSS grows from 4 to 10 KB gzip.
      cssCodeSplit: false,
      // Every browser of the build target but Safari before 17 preloads modules itself; those few
      // still load every module, only without the head start, so the first page skips the polyfill.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      // Every module the entry imports statically goes into the entry's one chunk. Left alone, the
      // bundler split them by which later pages share them into a dozen chunks of 0.2-13 KB, each
      // a request and a gzip stream of its own: as one, the first page is 10 files and 4.9 KB gzip
      // less (136.2 to 131.3 KB). What many later pages share is one chunk more
      // (vite/chunk-groups.ts); pages and catalogs stay chunks of their own.
      rolldownOptions: {
        output: {
          // Chunks are named by their hashes alone (`c` keeps a name from starting with `-`): the
          // entry names every chunk a page may need in its preload lists and imports, and the
          // modules' names in them were 1.1 KB gzip of the first page. The manifest still names
          // each chunk's module (tools/bundle-budget.mjs reports by it), and source maps map back.
          chunkFileNames: 'assets/c[hash].js',
          codeSplitting: {
            groups: chunks.groups,
          },
        },
      },
    },
  };
});
