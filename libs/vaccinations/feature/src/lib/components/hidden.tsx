import { VisuallyHidden } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/**
 * The `<hidden>` part of a heading's message: the date that tells doses of one vaccine apart,
 * for screen readers listing the page's headings (the visible heading stays the vaccine's name).
 */
export const hidden = (chunks: ReactNode[]): ReactNode => <VisuallyHidden>{chunks}</VisuallyHidden>;
