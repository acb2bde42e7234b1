import type { SaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { pagePaths } from '@portal/shared/util';
import type { MessageDescriptor } from 'react-intl';
import { pageMessages } from './messages';

/** Where the browser goes once my information is saved. */
export interface NextStep {
  path: string;
  /** Load the path as a new document (reload-page) rather than move within the portal. */
  reload: boolean;
}

function withAnchor(path: string, anchor: string | undefined): string {
  return anchor ? `${path}#${encodeURIComponent(anchor)}` : path;
}

/**
 * The next path of a saveAction (account doc section 4), null when there is none and the page
 * stays. go-to-reserve-appointment-page leads to booking: the action names no time, and booking
 * starts from its landing page. go-to-view-appointment-page leads to the appointment's page; its
 * tab is the one my information opens with (consent), not a part of the appointment page.
 */
export function nextStepOf(action: SaveAction | null, lang: Lang): NextStep | null {
  if (!action) return null;
  switch (action.type) {
    case 'go-to-invoice-page': {
      const path = action.invoiceNumber
        ? pagePaths.invoices.pay(lang, action.invoiceNumber)
        : pagePaths.invoices.list(lang);
      return { path: withAnchor(path, action.anchor), reload: false };
    }
    case 'go-to-reserve-appointment-page':
      return { path: withAnchor(pagePaths.booking.landing(lang), action.anchor), reload: false };
    case 'go-to-view-appointment-page':
      return {
        path: withAnchor(pagePaths.appointments.appointment(lang, [action.appointmentId]), action.anchor),
        reload: false,
      };
    case 'reload-page':
      return { path: withAnchor(pagePaths.account.myInformation(lang), action.anchor), reload: true };
  }
}

/** The save buttons' text: it says where saving leads (account doc section 2). */
export function saveLabelOf(action: SaveAction | null): MessageDescriptor {
  switch (action?.type) {
    case 'go-to-invoice-page':
      return action.invoiceNumber ? pageMessages.saveAndReturnToPayment : pageMessages.saveAndReturnToInvoices;
    case 'go-to-reserve-appointment-page':
      return pageMessages.saveAndReturnToBooking;
    case 'go-to-view-appointment-page':
      return pageMessages.saveAndReturnToAppointment;
    default:
      return pageMessages.save;
  }
}

/** The tab my information opens with: consent when the next action is an appointment's consent tab. */
export function initialTabOf(action: SaveAction | null): 'basic' | 'consent' {
  return action?.type === 'go-to-view-appointment-page' && action.tab === 'consent' ? 'consent' : 'basic';
}
