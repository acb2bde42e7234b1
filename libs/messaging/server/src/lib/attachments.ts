/**
 * The files a message may carry (booking doc sections 5 and 9): the extensions, the content types
 * that go with each, the size limit of a message's attachments together, and what the first bytes
 * of each kind of file must look like.
 */

import { attachmentContentTypesByExtension, attachmentExtensionOf } from '@portal/messaging/contracts';

export { MAX_ATTACHMENT_BYTES_PER_MESSAGE } from '@portal/messaging/contracts';

/** `stored_objects.purpose` of message attachments. */
export const ATTACHMENT_PURPOSE = 'message-attachment';

/** How many leading bytes the content check reads (the text heuristics want a good look). */
export const ATTACHMENT_HEAD_BYTES = 4096;

const ooxml = 'application/vnd.openxmlformats-officedocument';
const types = {
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  textRtf: 'text/rtf',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
  pptx: `${ooxml}.presentationml.presentation`,
  xlsx: `${ooxml}.spreadsheetml.sheet`,
  xlsxTemplate: `${ooxml}.spreadsheetml.template`,
  docx: `${ooxml}.wordprocessingml.document`,
  docxTemplate: `${ooxml}.wordprocessingml.template`,
  msword: 'application/msword',
  msExcel: 'application/vnd.ms-excel',
  msPowerpoint: 'application/vnd.ms-powerpoint',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  csv: 'text/csv',
  text: 'text/plain',
} as const;

/** Without a path, control characters or slashes, 1-255 characters, with a name before the extension. */
export function isSafeFileName(fileName: string): boolean {
  // eslint-disable-next-line no-control-regex
  return fileName.length >= 1 && fileName.length <= 255 && !/[\u0000-\u001f\u007f/\\]/.test(fileName) && fileName.trim() === fileName && !fileName.startsWith('.');
}

export type FileTypeProblem = 'file-name' | 'extension' | 'content-type';

/** Why a file name and declared content type are not allowed together, or null when they are. */
export function fileTypeProblem(fileName: string, contentType: string): FileTypeProblem | null {
  if (!isSafeFileName(fileName)) return 'file-name';
  const allowed = attachmentContentTypesByExtension[attachmentExtensionOf(fileName)];
  if (!allowed) return 'extension';
  return allowed.includes(contentType) ? null : 'content-type';
}

const startsWith = (head: Uint8Array, bytes: readonly number[]) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures = {
  pdf: ascii('%PDF-'),
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  gif87: ascii('GIF87a'),
  gif89: ascii('GIF89a'),
  tiffLittle: [0x49, 0x49, 0x2a, 0x00],
  tiffBig: [0x4d, 0x4d, 0x00, 0x2a],
  // Office Open XML and OpenDocument files are ZIP archives.
  zip: [0x50, 0x4b, 0x03, 0x04],
  // The older Office formats are OLE compound files.
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  rtf: ascii('{\\rtf'),
} as const;

const binarySignatures = Object.values(signatures).filter((bytes) => bytes !== signatures.rtf);

/**
 * Plain text or CSV: none of the binary formats' signatures and no NUL or other control bytes but
 * tab, line feeds and carriage returns (bytes from 0x80 up are UTF-8's or Latin-1's letters).
 */
export function looksLikeText(head: Uint8Array): boolean {
  if (binarySignatures.some((bytes) => startsWith(head, bytes))) return false;
  for (const byte of head) {
    // Tab, line feed, form feed and carriage return are text; other C0 controls and DEL are not.
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return true;
}

/** Whether the leading bytes of an upload are what its declared content type says. */
export function attachmentContentMatches(head: Uint8Array, contentType: string): boolean {
  switch (contentType) {
    case types.pdf:
      return startsWith(head, signatures.pdf);
    case types.png:
      return startsWith(head, signatures.png);
    case types.jpeg:
      return startsWith(head, signatures.jpeg);
    case types.gif:
      return startsWith(head, signatures.gif87) || startsWith(head, signatures.gif89);
    case types.tiff:
      return startsWith(head, signatures.tiffLittle) || startsWith(head, signatures.tiffBig);
    case types.ods:
    case types.odt:
    case types.pptx:
    case types.xlsx:
    case types.xlsxTemplate:
    case types.docx:
    case types.docxTemplate:
      return startsWith(head, signatures.zip);
    case types.msword:
    case types.msPowerpoint:
      return startsWith(head, signatures.ole) || startsWith(head, signatures.zip);
    case types.msExcel:
      // Also a CSV file as Windows declares it.
      return startsWith(head, signatures.ole) || startsWith(head, signatures.zip) || looksLikeText(head);
    case types.rtf:
    case types.textRtf:
      return startsWith(head, signatures.rtf);
    case types.csv:
    case types.text:
      return looksLikeText(head);
    default:
      return false;
  }
}
