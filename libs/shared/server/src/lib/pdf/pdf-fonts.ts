import { createRequire } from 'node:module';

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package (installed by npm ci, never fetched at run
 * time): TrueType with every Finnish and Swedish letter, which pdfkit embeds as a subset.
 *
 * Found by Node's own package resolution from this module's URL, not by a path relative to the
 * source tree: under Jest the URL is this source file (swc turns `import.meta.url` into its file
 * URL), in the built API it is dist/apps/api/main.mjs, and both look the package up in the
 * workspace's node_modules, as the bundle does for every npm package it leaves external.
 */
const resolvePackageFile = createRequire(import.meta.url).resolve;

export const pdfFontFiles = {
  regular: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
