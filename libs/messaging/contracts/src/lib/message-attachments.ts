/**
 * The files a message may carry (booking doc sections 5 and 9), for the portal's checks before an
 * upload and the server's after it: the extensions, the content types that go with each, and what
 * a message's attachments may weigh together.
 */

/** What a message's attachments may weigh together: 9 MB. */
export const MAX_ATTACHMENT_BYTES_PER_MESSAGE = 9_437_184;

const ooxml = 'application/vnd.openxmlformats-officedocument';

/**
 * Each allowed extension (lower case) and the content types a browser may declare for it, the
 * usual one first. The older Office types and the templates come with the newer extensions
 * (section 5), and Windows declares CSV files as Excel's.
 */
export const attachmentContentTypesByExtension: Readonly<Record<string, readonly string[]>> = {
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

/** The file name's extension in lower case; '' without one. */
export function attachmentExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
