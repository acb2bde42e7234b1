import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;
type Described = { id: string; defaultMessage: string; description: string };

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type ListValues = {
  loading: None;
  label: None;
  empty: None;
  intro: None;
  selectAll: None;
  maintenanceTitle: None;
  maintenanceText: None;
};

type PrescriptionValues = {
  issued: None;
  dosage: None;
  usage: None;
  packages: { count: string; size: string; unit: string };
  total: { amount: string; unit: string };
  nonRenewable: None;
  /** `<hidden>` is read by screen readers only. */
  choose: { medicine: string; hidden: MessageTag };
};

type CartValues = {
  title: None;
  empty: None;
  count: { count: number };
  remove: { medicine: string; hidden: MessageTag };
  renewSelected: None;
};

type RenewalValues = {
  title: None;
  loading: None;
  intro: None;
  responseTime: None;
  chosen: None;
  backToList: None;
  notFoundTitle: None;
  notFoundText: None;
  unavailableTitle: None;
  unavailableText: None;
  required: None;
  send: None;
  sending: None;
  failed: None;
  sentTitle: None;
  sentText: None;
  toConversations: None;
};

export const listMessages = defineMessages<ListValues>({
  loading: { id: 'prescriptions.list.loading', defaultMessage: 'Loading prescriptions', description: 'Label of the placeholders shown while the prescriptions load' },
  label: { id: 'prescriptions.list.label', defaultMessage: 'Your prescriptions', description: 'Accessible name of the list of the patient’s prescriptions' },
  empty: { id: 'prescriptions.list.empty', defaultMessage: 'No prescriptions', description: 'Empty state of the prescriptions list' },
  intro: {
    id: 'prescriptions.list.intro',
    defaultMessage: 'Choose the prescriptions you want renewed and continue to the renewal questions.',
    description: 'Text under the prescriptions page title when prescriptions can be renewed',
  },
  selectAll: {
    id: 'prescriptions.list.selectAll',
    defaultMessage: 'Choose all renewable prescriptions',
    description: 'Checkbox above the list that chooses (or unchooses) every renewable prescription for renewal',
  },
  maintenanceTitle: {
    id: 'prescriptions.maintenance.title',
    defaultMessage: 'Prescription renewal is offline',
    description: 'Heading of the notice shown while prescription renewals cannot be sent (maintenance mode)',
  },
  maintenanceText: {
    id: 'prescriptions.maintenance.text',
    defaultMessage: 'Prescription renewals are offline while we move to a new messaging service. Please try again later.',
    description: 'Text of the maintenance notice: renewals are sent as messages, and messaging is moving to a new service',
  },
});

export const prescriptionMessages = defineMessages<PrescriptionValues>({
  issued: { id: 'prescriptions.prescription.issued', defaultMessage: 'Issued', description: 'Label of the day the prescription was written' },
  dosage: { id: 'prescriptions.prescription.dosage', defaultMessage: 'Dosage', description: 'Label of how much of the medicine to take and when, e.g. 1 tablet in the morning' },
  usage: { id: 'prescriptions.prescription.usage', defaultMessage: 'Used for', description: 'Label of what the medicine is for, e.g. for pain and fever' },
  packages: {
    id: 'prescriptions.prescription.packages',
    defaultMessage: '{count} x {size} {unit}',
    description: 'Part of the prescription’s summary line: number of packages times package size with its unit, e.g. 2 x 100 kpl',
  },
  total: {
    id: 'prescriptions.prescription.total',
    defaultMessage: '{amount} {unit}',
    description: 'Part of the prescription’s summary line: the total amount prescribed with its unit, e.g. 200 kpl',
  },
  nonRenewable: {
    id: 'prescriptions.prescription.nonRenewable',
    defaultMessage: 'Non-renewable prescription',
    description: 'Shown instead of the renewal checkbox on a prescription that cannot be renewed',
  },
  choose: {
    id: 'prescriptions.prescription.choose',
    defaultMessage: 'Renew<hidden> {medicine}</hidden>',
    description: 'Checkbox that chooses the prescription for renewal; the medicine name and strength in <hidden> is read by screen readers only',
  },
});

/** The length of treatment in the summary line, by its unit. */
export const treatmentLengthMessages = defineMessages<Record<'days' | 'weeks' | 'months', { count: number }>>({
  days: { id: 'prescriptions.treatment.days', defaultMessage: '{count, plural, one {# day} other {# days}}', description: 'Length of treatment in days, in the prescription’s summary line' },
  weeks: { id: 'prescriptions.treatment.weeks', defaultMessage: '{count, plural, one {# week} other {# weeks}}', description: 'Length of treatment in weeks, in the prescription’s summary line' },
  months: {
    id: 'prescriptions.treatment.months',
    defaultMessage: '{count, plural, one {# month} other {# months}}',
    description: 'Length of treatment in months, in the prescription’s summary line',
  },
});

export const cartMessages = defineMessages<CartValues>({
  title: { id: 'prescriptions.cart.title', defaultMessage: 'Prescriptions to renew', description: 'Heading of the cart of the prescriptions chosen for renewal' },
  empty: { id: 'prescriptions.cart.empty', defaultMessage: 'Choose the prescriptions to renew from the list.', description: 'Text of the cart while no prescription is chosen' },
  count: {
    id: 'prescriptions.cart.count',
    defaultMessage: '{count, plural, =0 {No prescriptions chosen} one {# prescription chosen} other {# prescriptions chosen}}',
    description: 'How many prescriptions are in the cart; announced to screen readers when it changes',
  },
  remove: {
    id: 'prescriptions.cart.remove',
    defaultMessage: 'Remove<hidden> {medicine}</hidden>',
    description: 'Button that takes a prescription out of the cart; the medicine name and strength in <hidden> is read by screen readers only',
  },
  renewSelected: { id: 'prescriptions.cart.renewSelected', defaultMessage: 'Renew selected', description: 'Button that goes on to the renewal questions of the chosen prescriptions' },
});

export const renewalMessages = defineMessages<RenewalValues>({
  title: { id: 'prescriptions.renewal.title', defaultMessage: 'Prescription renewal', description: 'Title of the page where chosen prescriptions are renewed' },
  loading: { id: 'prescriptions.renewal.loading', defaultMessage: 'Loading the renewal', description: 'Label of the placeholders shown while the renewal page loads' },
  intro: {
    id: 'prescriptions.renewal.intro',
    defaultMessage: 'Answer the questions below. A nurse or doctor checks your answers before the prescription is renewed.',
    description: 'Text at the top of the renewal form',
  },
  responseTime: {
    id: 'prescriptions.renewal.responseTime',
    defaultMessage: 'We handle renewal requests in 1–3 business days. The answer comes to your conversations.',
    description: 'How long handling a prescription renewal takes (1-3 business days in every language)',
  },
  chosen: { id: 'prescriptions.renewal.chosen', defaultMessage: 'Prescriptions to renew', description: 'Heading of the list of the prescriptions being renewed, on the renewal page' },
  backToList: { id: 'prescriptions.renewal.backToList', defaultMessage: 'Back to prescriptions', description: 'Link from the renewal page back to the prescriptions list' },
  notFoundTitle: { id: 'prescriptions.renewal.notFoundTitle', defaultMessage: 'Prescriptions were not found', description: 'Heading on the renewal page when the prescriptions in its address are unknown or cannot be renewed' },
  notFoundText: {
    id: 'prescriptions.renewal.notFoundText',
    defaultMessage: 'The prescriptions to renew were not found, or they cannot be renewed. Choose them again from your prescriptions.',
    description: 'Text on the renewal page when the prescriptions in its address are unknown or cannot be renewed',
  },
  unavailableTitle: {
    id: 'prescriptions.renewal.unavailableTitle',
    defaultMessage: 'Prescriptions cannot be renewed here',
    description: 'Heading on the renewal page when renewal is not in use (e.g. a guardian acting for a child)',
  },
  unavailableText: {
    id: 'prescriptions.renewal.unavailableText',
    defaultMessage: 'Online renewal is not available for these prescriptions. Please contact customer service.',
    description: 'Text on the renewal page when renewal is not in use',
  },
  required: { id: 'prescriptions.renewal.required', defaultMessage: 'Every question needs an answer.', description: 'Note above the renewal questions: all are required' },
  send: { id: 'prescriptions.renewal.send', defaultMessage: 'Send renewal request', description: 'Button that sends the prescription renewal request' },
  sending: { id: 'prescriptions.renewal.sending', defaultMessage: 'Sending…', description: 'The send button while the renewal request is being sent' },
  failed: { id: 'prescriptions.renewal.failed', defaultMessage: 'Prescription renewal failed.', description: 'Error shown when sending the renewal request fails' },
  sentTitle: { id: 'prescriptions.renewal.sentTitle', defaultMessage: 'Renewal request sent', description: 'Heading of the success box after the renewal request was sent' },
  sentText: {
    id: 'prescriptions.renewal.sentText',
    defaultMessage: 'We handle your request in 1–3 business days. You can follow it in your conversations.',
    description: 'Text of the success box after the renewal request was sent (1-3 business days in every language)',
  },
  toConversations: { id: 'prescriptions.renewal.toConversations', defaultMessage: 'Go to conversations', description: 'Link in the success box to the conversations, where the request and its answer are' },
});

/** The renewal questions (the reasons for their wording are in shared contracts prescriptions.ts). */
export const questionMessages = defineMessages({
  usage: { id: 'prescriptions.question.usage', defaultMessage: 'How have you been taking the medicine?', description: 'Renewal question with choices' },
  healthChange: {
    id: 'prescriptions.question.healthChange',
    defaultMessage: 'Has your health changed since the prescription was written?',
    description: 'Renewal question with choices',
  },
  purpose: { id: 'prescriptions.question.purpose', defaultMessage: 'What do you use the medicine for?', description: 'Renewal question answered in writing' },
  otherMedicines: {
    id: 'prescriptions.question.otherMedicines',
    defaultMessage: 'Which other medicines, natural products or supplements do you take?',
    description: 'Renewal question answered in writing',
  },
  otherMedicinesHint: { id: 'prescriptions.question.otherMedicinesHint', defaultMessage: 'Write “none” if you take none.', description: 'Help text of the question about other medicines' },
  finished: {
    id: 'prescriptions.question.finished',
    defaultMessage: 'Has the prescription run out, or will it run out within a month?',
    description: 'Renewal yes/no question; answered no, the patient is asked why the renewal is needed already',
  },
  finishedFollowUp: { id: 'prescriptions.question.finishedFollowUp', defaultMessage: 'Why do you need the renewal already now?', description: 'Follow-up asked when the prescription has not run out' },
  sideEffects: {
    id: 'prescriptions.question.sideEffects',
    defaultMessage: 'Have you had side effects from the medicine?',
    description: 'Renewal yes/no question; answered yes, the patient is asked to describe them',
  },
  sideEffectsFollowUp: { id: 'prescriptions.question.sideEffectsFollowUp', defaultMessage: 'Describe the side effects', description: 'Follow-up asked when the patient has had side effects' },
  yes: { id: 'prescriptions.question.yes', defaultMessage: 'Yes', description: 'Answer of a yes/no renewal question' },
  no: { id: 'prescriptions.question.no', defaultMessage: 'No', description: 'Answer of a yes/no renewal question' },
} satisfies Record<string, Described>);

/** The options of the general questions. */
export const optionMessages = defineMessages({
  asPrescribed: { id: 'prescriptions.option.asPrescribed', defaultMessage: 'As prescribed', description: 'Answer to how the medicine has been taken' },
  lessThanPrescribed: { id: 'prescriptions.option.lessThanPrescribed', defaultMessage: 'Less than prescribed', description: 'Answer to how the medicine has been taken' },
  moreThanPrescribed: { id: 'prescriptions.option.moreThanPrescribed', defaultMessage: 'More than prescribed', description: 'Answer to how the medicine has been taken' },
  onlyWhenNeeded: { id: 'prescriptions.option.onlyWhenNeeded', defaultMessage: 'Only when needed', description: 'Answer to how the medicine has been taken' },
  unchanged: { id: 'prescriptions.option.unchanged', defaultMessage: 'No change', description: 'Answer to whether the patient’s health has changed' },
  better: { id: 'prescriptions.option.better', defaultMessage: 'Better', description: 'Answer to whether the patient’s health has changed: it is better' },
  worse: { id: 'prescriptions.option.worse', defaultMessage: 'Worse', description: 'Answer to whether the patient’s health has changed: it is worse' },
} satisfies Record<string, Described>);
