import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** One element of a PDF's structure tree with the text of its own marked content. */
export interface PdfStructElement {
  role: string;
  text: string;
  scope?: string;
  children: PdfStructElement[];
}

export interface ReadPdf {
  /** The document information (Title, Author, Language, PDFFormatVersion...). */
  info: Record<string, unknown>;
  /** The XMP metadata as pdf.js parses it: 'pdfuaid:part', 'dc:title'... */
  xmp: Record<string, unknown>;
  markInfo: Record<string, unknown>;
  /** Every page's text, each run of white space (no-break spaces too) as one space. */
  text: string;
  /** The structure tree as pdf.js gives it for each page (the roots' children), pages in order. */
  structure: PdfStructElement[];
}

/**
 * The PDF as Mozilla's pdf.js reads it (the reader of Firefox, and what a screen reader is given
 * there). pdf.js is ES modules only, which this Jest set-up (swc to CommonJS) cannot import, so a
 * child Node process reads the PDF from its standard input and prints what it found as JSON.
 */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const pdfjs = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const running = promisify(execFile)(process.execPath, ['--input-type=module', '-e', READER, pdfjs], { maxBuffer: 16 * 1024 * 1024 });
  running.child.stdin?.end(pdf);
  const { stdout } = await running;
  return JSON.parse(stdout) as ReadPdf;
}

/** Every element of the tree, depth first (reading order). */
export function structElements(elements: readonly PdfStructElement[]): PdfStructElement[] {
  return elements.flatMap((element) => [element, ...structElements(element.children)]);
}

/** The text of an element and everything inside it. */
export function structText(element: PdfStructElement): string {
  return [element.text, ...element.children.map(structText)].filter(Boolean).join(' ');
}

// Runs in the child: marked-content ids tie the structure tree's leaves to the page's text.
const READER = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false, disableFontFace: true }).promise;
const { info, metadata } = await doc.getMetadata();
const markInfo = await doc.getMarkInfo();
const squash = (text) => text.replace(/\\s+/g, ' ').trim();
const texts = [];
const structure = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent({ includeMarkedContent: true });
  const byId = new Map();
  const open = [];
  for (const item of content.items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? null);
    else if (item.type === 'endMarkedContent') open.pop();
    else {
      texts.push(item.str, item.hasEOL ? '\\n' : ' ');
      const id = open.findLast((candidate) => candidate !== null);
      if (id) byId.set(id, (byId.get(id) ?? '') + item.str + ' ');
    }
  }
  const toElement = (node) => {
    const leaves = node.children.filter((child) => child.type === 'content');
    return {
      role: node.role,
      text: squash(leaves.map((leaf) => byId.get(leaf.id) ?? '').join(' ')),
      ...(node.scope ? { scope: node.scope } : {}),
      children: node.children.filter((child) => child.role).map(toElement),
    };
  };
  const tree = await page.getStructTree();
  if (tree) structure.push(...tree.children.map(toElement));
}
process.stdout.write(JSON.stringify({
  info,
  xmp: metadata ? Object.fromEntries(metadata) : {},
  markInfo: Object.fromEntries(markInfo ?? []),
  text: squash(texts.join('')),
  structure,
}));
`;
