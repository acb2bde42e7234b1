import type { BrandId } from './brand-capabilities';

/** The colours a mail needs: the heading and button colour, the button's text, body text, background. */
export interface BrandMailColours {
  primary: string;
  primaryContrast: string;
  text: string;
  surface: string;
}

/**
 * Each brand's colours for the API's mails, which cannot read the portal's stylesheet: the values
 * of --color-primary, --color-primary-contrast, --color-text and --color-surface in
 * libs/shared/ui/src/lib/theme/tokens.css (the children brand inherits what it does not override).
 * A test there keeps them equal, so the contrast checked for the portal holds in the mails too.
 */
export const brandMailColours = {
  general: { primary: '#005f73', primaryContrast: '#ffffff', text: '#1a2b34', surface: '#ffffff' },
  children: { primary: '#8a1c6e', primaryContrast: '#ffffff', text: '#2b1a2f', surface: '#ffffff' },
} as const satisfies Record<BrandId, BrandMailColours>;
