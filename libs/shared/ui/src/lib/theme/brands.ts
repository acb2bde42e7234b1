/** The portal's brands; the host app sets one as `data-brand` on <html>. */
export const brands = ['general', 'children'] as const;

export type Brand = (typeof brands)[number];

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (brands as readonly string[]).includes(value);
}
