import { defineMessages } from 'react-intl';

/**
 * The texts of the patient data consent form, the same wherever the form is asked (booking and my
 * information). Their scope is `consent`, not `ui`: the `ui` scope is in the first page's catalog
 * chunk (FIRST_PAGE_SCOPES in apps/portal/vite/catalogs.ts), which no consent form is on.
 */
export const consentFormMessages = defineMessages({
  intro: {
    id: 'consent.intro',
    defaultMessage: 'Choose how we may use your patient data and contact you. You can change your choices at any time.',
    description: 'Text at the top of the patient data consent form',
  },
  permitsLegend: {
    id: 'consent.permitsLegend',
    defaultMessage: 'Permissions',
    description: 'Name of the group of consent checkboxes',
  },
  commonRegistry: {
    id: 'consent.commonRegistry',
    defaultMessage: 'My patient data may be viewed in the common patient registry of the group',
    description: 'Consent flag allowsCommonRegistry',
  },
  occupational: {
    id: 'consent.occupational',
    defaultMessage: 'My occupational health data may be viewed in private healthcare',
    description: 'Consent flag allowsViewingOccupationalInformation (general clinic only)',
  },
  marketingMail: {
    id: 'consent.marketingMail',
    defaultMessage: 'I want to receive marketing by e-mail',
    description: 'Consent flag allowsMarketingMail',
  },
  treatmentInstructions: {
    id: 'consent.treatmentInstructions',
    defaultMessage: 'I want to receive treatment instructions by e-mail',
    description: 'Consent flag allowsTreatmentInstructionsMail',
  },
  bookingSms: {
    id: 'consent.bookingSms',
    defaultMessage: 'I want booking confirmations and reminders by text message',
    description: 'Consent flag allowsBookingSms',
  },
  privacyPolicyLink: {
    id: 'consent.privacyPolicyLink',
    defaultMessage: 'Read the privacy policy',
    description: 'Link to the privacy policy and terms of the service, opens in a new tab',
  },
  privacyPolicyRead: {
    id: 'consent.privacyPolicyRead',
    defaultMessage: 'I have read the privacy policy',
    description: 'Privacy-policy acknowledgement, required when no consent is on record',
  },
  privacyPolicyRequired: {
    id: 'consent.privacyPolicyRequired',
    defaultMessage: 'Read the privacy policy and tick the box before saving.',
    description: 'Help under the privacy-policy checkbox while saving is not yet possible',
  },
  saved: {
    id: 'consent.saved',
    defaultMessage: 'Your choices have been saved.',
    description: 'Confirmation after the consent was saved (when the page stays)',
  },
  saveFailed: {
    id: 'consent.saveFailed',
    defaultMessage: 'Sorry, something went wrong and we could not save the changes. Please try again.',
    description: 'Error when saving the consent failed; the patient can try again',
  },
});
