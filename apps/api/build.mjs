// Bundles the API into dist/apps/api/main.mjs and its chunks (workspace libraries inlined, npm
// packages left to node_modules) and copies the migrations beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(here, '../../package.json'), 'utf8'));
// npm packages stay in node_modules, except dayjs: its locale and plugin files are imported
// without an extension, which Node's ESM loader does not resolve, so it is bundled.
const inlined = new Set(['dayjs']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !inlined.has(name))
  .flatMap((name) => [name, `${name}/*`]);
const outdir = path.resolve(here, '../../dist/apps/api');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir,
  // The server is a chunk of its own, imported by main.mjs after telemetry has started
  // (src/main.ts): its npm packages load only then, through the instrumentations' hooks.
  splitting: true,
  entryNames: '[name]',
  // Beside main.mjs: the server finds its migrations (and other files) by its own address.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  target: 'node24',
  external,
  tsconfig: path.join(here, 'tsconfig.app.json'),
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(here, '../../libs/shared/db/drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
