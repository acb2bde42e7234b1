export const SMALL_MAX_WIDTH = 480;
export const MEDIUM_MAX_WIDTH = 800;

export type ScreenSize = 'small' | 'medium' | 'large';

/** Layout class for a viewport width in CSS pixels; each maximum is inclusive. */
export function screenSizeClass(widthPx: number): ScreenSize {
  if (widthPx <= SMALL_MAX_WIDTH) return 'small';
  if (widthPx <= MEDIUM_MAX_WIDTH) return 'medium';
  return 'large';
}
