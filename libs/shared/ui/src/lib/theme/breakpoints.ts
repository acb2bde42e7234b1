import { MEDIUM_MAX_WIDTH, SMALL_MAX_WIDTH } from '@portal/shared/util';

/**
 * Screen size breakpoints in CSS pixels (also documented in tokens.css): small <= 480,
 * medium <= 800, large above. The numbers come from @portal/shared/util (screenSizeClass).
 */
export const BREAKPOINTS = { small: SMALL_MAX_WIDTH, medium: MEDIUM_MAX_WIDTH } as const;
