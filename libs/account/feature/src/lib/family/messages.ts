import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type FamilyValues = {
  title: None;
  intro: None;
  loading: None;
  you: { name: string };
  activeNow: None;
  actForChild: { name: string };
  actForSelf: None;
  refused: None;
  unavailable: None;
  appointments: None;
  noAppointments: None;
  checkInOpen: None;
  unpaidInvoices: { count: number };
  unreadConversations: { count: number };
  nothingToDo: None;
  link: None;
};

export const familyMessages = defineMessages<FamilyValues>({
  title: { id: 'account.family.title', defaultMessage: 'Family', description: 'Heading of the family view: the guardian and the children they may act for' },
  intro: {
    id: 'account.family.intro',
    defaultMessage: 'Choose whose matters you handle. Switching asks the Suomi.fi e-Authorizations service again; you do not need to sign in again.',
    description: 'Introduction of the family view',
  },
  loading: { id: 'account.family.loading', defaultMessage: 'Loading your family', description: 'Label of the placeholders while the family view loads' },
  you: { id: 'account.family.you', defaultMessage: '{name} (you)', description: 'Heading of the guardian’s own card in the family view; name is their full name' },
  activeNow: { id: 'account.family.activeNow', defaultMessage: 'You are handling this person’s matters now', description: 'Marks the card of the person the session acts for' },
  actForChild: { id: 'account.family.actForChild', defaultMessage: 'Act for {name}', description: 'Button that switches to acting for a child; name is the child’s full name' },
  actForSelf: { id: 'account.family.actForSelf', defaultMessage: 'Handle your own matters', description: 'Button that switches back to the guardian’s own data' },
  refused: { id: 'account.family.refused', defaultMessage: 'You cannot act on behalf of this person', description: 'Shown when the authorisation service no longer allows acting for the child' },
  unavailable: {
    id: 'account.family.unavailable',
    defaultMessage: 'The authorisation service could not be reached. Please try again in a moment.',
    description: 'Shown when the switch failed because the authorisation service did not answer',
  },
  appointments: { id: 'account.family.appointments', defaultMessage: 'Upcoming appointments', description: 'Heading of a family member’s next appointments' },
  noAppointments: { id: 'account.family.noAppointments', defaultMessage: 'No upcoming appointments', description: 'Shown when a family member has no upcoming appointments' },
  checkInOpen: { id: 'account.family.checkInOpen', defaultMessage: 'Check-in is open', description: 'A family member’s appointment can be checked in now' },
  unpaidInvoices: {
    id: 'account.family.unpaidInvoices',
    defaultMessage: '{count, plural, one {# unpaid invoice} other {# unpaid invoices}}',
    description: 'How many invoices of a family member are unpaid',
  },
  unreadConversations: {
    id: 'account.family.unreadConversations',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
    description: 'How many conversations of a family member have an unread message',
  },
  nothingToDo: { id: 'account.family.nothingToDo', defaultMessage: 'Nothing needs doing now', description: 'Shown when a family member has nothing needing action' },
  link: { id: 'account.family.link', defaultMessage: 'Family', description: 'Link to the family view' },
});
