/**
 * What a message may carry (booking doc section 5), checked here before anything is uploaded; the
 * server checks the same again, and the bytes too.
 */

/** What a message's attachments may weigh together: 9 MB. */
export const MAX_ATTACHMENT_BYTES = 9_437_184;

const ooxml = 'application/vnd.openxmlformats-officedocument';

/** Each allowed extension (lower case) and the content types that go with it, the usual one first. */
const typesByExtension: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  rtf: ['application/rtf', 'text/rtf'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  odt: ['application/vnd.oasis.opendocument.text'],
  pptx: [`${ooxml}.presentationml.presentation`, 'application/vnd.ms-powerpoint'],
  xlsx: [`${ooxml}.spreadsheetml.sheet`, `${ooxml}.spreadsheetml.template`, 'application/vnd.ms-excel'],
  docx: [`${ooxml}.wordprocessingml.document`, `${ooxml}.wordprocessingml.template`, 'application/msword'],
  gif: ['image/gif'],
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  jpe: ['image/jpeg'],
  png: ['image/png'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  txt: ['text/plain'],
  text: ['text/plain'],
};

/** The file picker's `accept`: the extensions, so every platform's picker offers the same files. */
export const ACCEPTED_EXTENSIONS = Object.keys(typesByExtension)
  .map((extension) => `.${extension}`)
  .join(',');

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type to upload the file with, or null when it may not be attached: the browser's
 * own type when it goes with the extension, otherwise the extension's usual type (browsers leave
 * the type empty for many files).
 */
export function attachmentContentType(file: Pick<File, 'name' | 'type'>): string | null {
  const types = typesByExtension[extensionOf(file.name)];
  if (!types) return null;
  const declared = file.type.toLowerCase();
  return types.includes(declared) ? declared : (types[0] ?? null);
}

/** '9 MB', '512 kB': sizes as the size note shows them. */
export function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.ceil(bytes / 1024)))} kB`;
}
