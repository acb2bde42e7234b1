/**
 * What a message may carry (booking doc section 5), checked here before anything is uploaded; the
 * server checks the same again, and the bytes too.
 */

import { attachmentContentTypesByExtension, attachmentExtensionOf } from '@portal/messaging/contracts';

/** The file picker's `accept`: the extensions, so every platform's picker offers the same files. */
export const ACCEPTED_EXTENSIONS = Object.keys(attachmentContentTypesByExtension)
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * The content type to upload the file with, or null when it may not be attached: the browser's
 * own type when it goes with the extension, otherwise the extension's usual type (browsers leave
 * the type empty for many files).
 */
export function attachmentContentType(file: Pick<File, 'name' | 'type'>): string | null {
  const types = attachmentContentTypesByExtension[attachmentExtensionOf(file.name)];
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
