import { VisuallyHidden } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/**
 * The `<hidden>` part of a link's message: the visit it is about, for screen readers listing the
 * page's links (the visible text stays short, and the name starts with it).
 */
export const hidden = (chunks: ReactNode[]): ReactNode => <VisuallyHidden>{chunks}</VisuallyHidden>;
