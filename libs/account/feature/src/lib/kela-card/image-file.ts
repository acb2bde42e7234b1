import type { KelaCardImageType } from '@portal/account/contracts';

/** What the file inputs offer to choose: the two types and their file names (account doc section 5). */
export const KELA_CARD_FILE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const byExtension: Readonly<Record<string, KelaCardImageType>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/**
 * The image type of a chosen file, recognised by its type and by its file name (jpg, jpeg, png);
 * null for anything else. The browser's type decides when it names one of the two; a file
 * whose type the browser does not know (empty, or a generic binary) is told by its name. The API
 * checks the bytes themselves after the upload.
 */
export function kelaCardImageTypeOf(file: { type: string; name: string }): KelaCardImageType | null {
  const type = file.type.toLowerCase();
  if (type === 'image/jpeg' || type === 'image/png') return type;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? (byExtension[extension] ?? null) : null;
}
