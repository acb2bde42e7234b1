import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats only: images and fonts are compressed already. Source maps are left out: only
 * developer tools fetch them, rarely enough that they need no ready-made encodings.
 */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/**
 * Below this, the saving is smaller than the cost of the extra lookup and the headers. HTML is
 * the exception: index.html is just under it, and it is the one file every visit waits for
 * before anything else can start, so it gets its encodings whatever its size.
 */
export const minimumBytes = 1024;

export interface PrecompressedFile {
  /** Path relative to the directory that was compressed, with forward slashes. */
  file: string;
  raw: number;
  /** Size of the .gz sibling; absent when gzip did not make the file smaller. */
  gzip?: number;
  /** Size of the .br sibling; absent when brotli did not make the file smaller. */
  brotli?: number;
}

/**
 * Every file under `dir` worth compressing. Dot folders (Vite's .vite manifest) hold build
 * metadata, not something a browser downloads.
 */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * Writes `file.br` (brotli at its best, told the content is text and how long it is) and
 * `file.gz` (gzip level 9) beside one file, each only when it is smaller than the original, so
 * that the server can send a ready-made encoding instead of compressing on every request.
 */
export async function precompressFile(dir: string, file: string): Promise<PrecompressedFile | null> {
  const path = join(dir, file);
  const raw = await readFile(path);
  if (raw.length < minimumBytes && extname(file) !== '.html') return null;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: PrecompressedFile = { file, raw: raw.length };
  if (br.length < raw.length) {
    await writeFile(`${path}.br`, br);
    result.brotli = br.length;
  }
  if (gz.length < raw.length) {
    await writeFile(`${path}.gz`, gz);
    result.gzip = gz.length;
  }
  return result;
}

/** Precompresses every compressible file under `dir`; returns what was written. */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = await compressibleFiles(dir);
  // All at once: zlib works on libuv's thread pool, which already caps how many run together.
  const results = await Promise.all(files.map((file) => precompressFile(dir, file)));
  return results.filter((result): result is PrecompressedFile => result !== null);
}

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Gives the built portal's text files .br and .gz siblings. Runs after everything, the public
 * folder included, has been written to the output folder.
 */
export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const results = await precompressDirectory(options.dir);
        const sum = (pick: (result: PrecompressedFile) => number | undefined) =>
          results.reduce((total, result) => total + (pick(result) ?? result.raw), 0);
        this.environment.logger.info(
          `precompressed ${results.length} files: ${kilobytes(sum((r) => r.raw))} raw, ` +
            `${kilobytes(sum((r) => r.gzip))} gzip, ${kilobytes(sum((r) => r.brotli))} brotli`,
        );
      },
    },
  };
}
