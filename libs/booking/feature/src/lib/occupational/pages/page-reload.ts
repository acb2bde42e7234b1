import { browserLocation } from '@portal/shared/data-access';

/** The retry of status unknown-error is a page reload (booking doc section 2). */
export function reloadPage(): void {
  browserLocation.assign(window.location.href);
}
