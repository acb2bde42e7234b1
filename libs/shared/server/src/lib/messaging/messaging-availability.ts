import { capabilitiesOf, hasSection } from '@portal/shared/util';
import type { ApiConfig } from '../config';

/**
 * Conversations need a brand that has them (the children's brand lacks the section) and both
 * messaging flags; otherwise nothing of messaging is served and its addresses answer 404.
 * Prescription renewals travel as conversations, so they follow the same rule.
 */
export function isMessagingServed(config: ApiConfig): boolean {
  return hasSection(capabilitiesOf(config.brand), 'conversations') && config.features.includes('customer-messaging-enabled') && config.features.includes('customer-messaging-allowed');
}

/**
 * Renewal is offered when a prescription is renewable and the renewal can be sent: it goes as a
 * conversation (booking doc section 7), so the brand must have conversations. A guardian acting
 * for a child gets no renewal: nothing in the data says a guardian may send one in the child's
 * name, and the guardian's own sign-in can renew the guardian's own prescriptions.
 */
export function canRenewPrescriptions(anyRenewable: boolean, hasConversations: boolean, actingForChild: boolean): boolean {
  return anyRenewable && hasConversations && !actingForChild;
}
