/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { minimumBytes, precompressDirectory } from './precompress';

const text = 'export const greeting = "Hello, Laura";\n'.repeat(200);

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(join(dir, folder))).sort();
}

test('writes brotli and gzip siblings that decompress to the original', async () => {
  await writeFile(join(dir, 'assets/index.js'), text);
  // Under the size limit, but the page every visit starts with.
  await writeFile(join(dir, 'index.html'), `<!doctype html><title>Portal</title>${'<p>Tervetuloa</p>'.repeat(20)}`);

  const results = await precompressDirectory(dir);

  expect(results.map((result) => result.file)).toEqual(['assets/index.js', 'index.html']);
  expect(await filesIn('assets')).toEqual(['index.js', 'index.js.br', 'index.js.gz']);
  expect(await filesIn('.')).toEqual(['.vite', 'assets', 'index.html', 'index.html.br', 'index.html.gz']);
  const br = await readFile(join(dir, 'assets/index.js.br'));
  const gz = await readFile(join(dir, 'assets/index.js.gz'));
  expect(brotliDecompressSync(br).toString()).toBe(text);
  expect(gunzipSync(gz).toString()).toBe(text);
  expect(results[0]).toEqual({ file: 'assets/index.js', raw: text.length, brotli: br.length, gzip: gz.length });
});

test('leaves out small files, source maps, other formats and dot folders', async () => {
  await writeFile(join(dir, 'favicon.svg'), 'x'.repeat(minimumBytes - 1));
  await writeFile(join(dir, 'assets/index.js.map'), text);
  await writeFile(join(dir, 'assets/logo.png'), text);
  await writeFile(join(dir, '.vite/manifest.json'), text);

  expect(await precompressDirectory(dir)).toEqual([]);
  expect(await filesIn('.')).toEqual(['.vite', 'assets', 'favicon.svg']);
  expect(await filesIn('assets')).toEqual(['index.js.map', 'logo.png']);
  expect(await filesIn('.vite')).toEqual(['manifest.json']);
});

test('writes no sibling that would be larger than the original', async () => {
  // Random bytes do not compress: both encodings only add their framing.
  await writeFile(join(dir, 'assets/noise.js'), randomBytes(4096));

  expect(await precompressDirectory(dir)).toEqual([{ file: 'assets/noise.js', raw: 4096 }]);
  expect(await filesIn('assets')).toEqual(['noise.js']);
});
