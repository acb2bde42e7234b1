import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type InsuranceValues = {
  heading: None;
  company: None;
  companyRequired: None;
  IF: None;
  LAHITAPIOLA: None;
  OP: None;
  OTHER: None;
  option: None;
  optionRequired: None;
  PAY_AND_REIMBURSE: None;
  COMPANY_REIMBURSEMENT: None;
  USE_REIMBURSEMENT: None;
  companyRemote: None;
  ifConsent: None;
  consentField: None;
  incomplete: None;
  underage: None;
};

type PohjolaValues = {
  intro: { date: string };
  check: None;
  decline: None;
  checking: None;
  found: { date: string };
  cancelFound: None;
  notFound: { date: string; phone: string };
  checkAgain: None;
  canceled: None;
  cancelDecline: None;
  error: None;
  tryAgain: None;
};

type LahiTapiolaValues = {
  intro: None;
  check: None;
  asking: None;
  notFound: None;
  noPermits: None;
  apply: None;
  applyNew: None;
  applying: None;
  permits: None;
  permit: { symptom: string; bodyPart: string; date: string };
  consent: None;
  chosen: { symptom: string };
  removePermit: None;
  denied: None;
  canceled: None;
  error: None;
  restart: None;
};

/** The insurance section of an insurance reservation (booking doc sections 3, 5 and 8). */
export const insuranceMessages = defineMessages<InsuranceValues>({
  heading: {
    id: 'booking.insurance.heading',
    defaultMessage: 'Insurance',
    description: 'Heading of the insurance section on the reservation page of an insurance customer',
  },
  company: {
    id: 'booking.insurance.company',
    defaultMessage: 'Insurance company',
    description: 'Legend of the insurer choice; also the field name in a validation error',
  },
  companyRequired: {
    id: 'booking.insurance.companyRequired',
    defaultMessage: 'Choose your insurance company',
    description: 'Hint under the insurer choice while none is chosen',
  },
  IF: {
    id: 'booking.insurance.company.IF',
    defaultMessage: 'If',
    description: 'Insurer choice: If (brand name)',
  },
  LAHITAPIOLA: {
    id: 'booking.insurance.company.LAHITAPIOLA',
    defaultMessage: 'LähiTapiola',
    description: 'Insurer choice: LähiTapiola (LokalTapiola in Swedish)',
  },
  OP: {
    id: 'booking.insurance.company.OP',
    defaultMessage: 'Pohjola Insurance (OP)',
    description: 'Insurer choice: Pohjola Insurance of the OP group',
  },
  OTHER: {
    id: 'booking.insurance.company.OTHER',
    defaultMessage: 'Other insurance company',
    description: 'Insurer choice: any other insurer',
  },
  option: {
    id: 'booking.insurance.option',
    defaultMessage: 'Payment method',
    description: 'Legend of the reimbursement option choice; also the field name in a validation error',
  },
  optionRequired: {
    id: 'booking.insurance.optionRequired',
    defaultMessage: 'Choose how the visit is paid',
    description: 'Hint under the option choice while If has none',
  },
  PAY_AND_REIMBURSE: {
    id: 'booking.insurance.option.payAndReimburse',
    defaultMessage: 'I pay the visit and claim it back from the insurance company',
    description: 'Reimbursement option PAY_AND_REIMBURSE',
  },
  COMPANY_REIMBURSEMENT: {
    id: 'booking.insurance.option.companyReimbursement',
    defaultMessage: 'Company insurance: my employer’s insurance pays',
    description: 'Reimbursement option COMPANY_REIMBURSEMENT',
  },
  USE_REIMBURSEMENT: {
    id: 'booking.insurance.option.useReimbursement',
    defaultMessage: 'Direct compensation: the insurance company pays the clinic',
    description: 'Reimbursement option USE_REIMBURSEMENT',
  },
  companyRemote: {
    id: 'booking.insurance.companyRemote',
    defaultMessage: 'Company insurance cannot be used for remote appointments.',
    description: 'Why the company insurance option is disabled for a remote time',
  },
  ifConsent: {
    id: 'booking.insurance.ifConsent',
    defaultMessage: 'I agree that the clinic uses direct compensation from If and sends If the details of this visit needed for the compensation.',
    description: 'Consent checkbox of If direct compensation; also the field name in a validation error',
  },
  consentField: {
    id: 'booking.insurance.consentField',
    defaultMessage: 'Direct compensation consent',
    description: 'Short name of the direct compensation consent box in a validation error',
  },
  incomplete: {
    id: 'booking.insurance.incomplete',
    defaultMessage: 'Complete the insurance details to reserve the appointment.',
    description: 'Why Reserve is disabled while the insurance details are incomplete',
  },
  underage: {
    id: 'booking.insurance.underage',
    defaultMessage: 'LähiTapiola’s direct compensation is for customers aged 18 or over. You can book with LähiTapiola as your insurer and pay the visit yourself.',
    description: 'Told to a patient under 18 signed in themself who chooses LähiTapiola',
  },
});

/** Pohjola's insurance check (booking doc sections 4 and 8). */
export const pohjolaMessages = defineMessages<PohjolaValues>({
  intro: {
    id: 'booking.insurance.pohjola.intro',
    defaultMessage: 'To book with Pohjola Insurance, we check from Pohjola that you are insured on {date}. The check uses your personal identity code.',
    description: 'Before Pohjola’s check (state undefined); date of the appointment as D.M.YYYY',
  },
  check: {
    id: 'booking.insurance.pohjola.check',
    defaultMessage: 'Check my insurance',
    description: 'Button starting Pohjola’s check',
  },
  decline: {
    id: 'booking.insurance.pohjola.decline',
    defaultMessage: 'Do not check',
    description: 'Button declining Pohjola’s check',
  },
  checking: {
    id: 'booking.insurance.pohjola.checking',
    defaultMessage: 'Checking your insurance with Pohjola…',
    description: 'While Pohjola is asked',
  },
  found: {
    id: 'booking.insurance.pohjola.found',
    defaultMessage: 'Pohjola Insurance confirmed that you are insured on {date}.',
    description: 'Pohjola’s check found the insurance (state found); date as D.M.YYYY',
  },
  cancelFound: {
    id: 'booking.insurance.pohjola.cancelFound',
    defaultMessage: 'Cancel the check',
    description: 'Button on a found check: returns to the state before it',
  },
  notFound: {
    id: 'booking.insurance.pohjola.notFound',
    defaultMessage: 'Pohjola Insurance did not find an insurance for you on {date}. Please contact Pohjola’s service at {phone}, or choose another insurance company.',
    description: 'Pohjola’s check found no insurance (state not found), with the insurer’s service phone',
  },
  checkAgain: {
    id: 'booking.insurance.pohjola.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button repeating Pohjola’s check after not found',
  },
  canceled: {
    id: 'booking.insurance.pohjola.canceled',
    defaultMessage: 'You chose not to have your insurance checked. Booking with Pohjola Insurance needs the check: check it, or choose another insurance company.',
    description: 'The patient declined Pohjola’s check (state canceled)',
  },
  cancelDecline: {
    id: 'booking.insurance.pohjola.cancelDecline',
    defaultMessage: 'Cancel',
    description: 'Button on a declined check: returns to the state before declining',
  },
  error: {
    id: 'booking.insurance.pohjola.error',
    defaultMessage: 'Verifying your insurance failed. Please try again later, or choose another insurance company.',
    description: 'Pohjola’s check failed (state error)',
  },
  tryAgain: {
    id: 'booking.insurance.pohjola.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button repeating Pohjola’s check after an error',
  },
});

/** LähiTapiola's direct compensation flow (booking doc sections 4 and 8). */
export const lahiTapiolaMessages = defineMessages<LahiTapiolaValues>({
  intro: {
    id: 'booking.insurance.lahitapiola.intro',
    defaultMessage: 'LähiTapiola pays the visit directly to the clinic when you have a valid direct compensation permit. We check your insurance and permits from LähiTapiola with your personal identity code.',
    description: 'Before LähiTapiola is asked (state not asked)',
  },
  check: {
    id: 'booking.insurance.lahitapiola.check',
    defaultMessage: 'Check my LähiTapiola insurance',
    description: 'Button starting LähiTapiola’s check',
  },
  asking: {
    id: 'booking.insurance.lahitapiola.asking',
    defaultMessage: 'Checking your insurance with LähiTapiola…',
    description: 'While LähiTapiola is asked',
  },
  notFound: {
    id: 'booking.insurance.lahitapiola.notFound',
    defaultMessage: 'LähiTapiola did not find a health insurance for you. Check your insurance company, or choose another one.',
    description: 'LähiTapiola found no policy (insurance not found)',
  },
  noPermits: {
    id: 'booking.insurance.lahitapiola.noPermits',
    defaultMessage: 'You have a health insurance with LähiTapiola, but no valid direct compensation permit. You can apply for one on LähiTapiola’s pages and then come back here.',
    description: 'LähiTapiola found the insurance but no permits',
  },
  apply: {
    id: 'booking.insurance.lahitapiola.apply',
    defaultMessage: 'Apply for a permit at LähiTapiola',
    description: 'Button leaving for LähiTapiola’s permit application',
  },
  applyNew: {
    id: 'booking.insurance.lahitapiola.applyNew',
    defaultMessage: 'Apply for a new permit at LähiTapiola',
    description: 'Button leaving for LähiTapiola’s permit application when permits exist',
  },
  applying: {
    id: 'booking.insurance.lahitapiola.applying',
    defaultMessage: 'Taking you to LähiTapiola…',
    description: 'While the permit application address is fetched',
  },
  permits: {
    id: 'booking.insurance.lahitapiola.permits',
    defaultMessage: 'Direct compensation permit',
    description: 'Legend of the permit choice; also the field name in a validation error',
  },
  permit: {
    id: 'booking.insurance.lahitapiola.permit',
    defaultMessage: '{symptom} ({bodyPart}), valid until {date}',
    description: 'One permit to choose: what it is for and its last day (D.M.YYYY)',
  },
  consent: {
    id: 'booking.insurance.lahitapiola.consent',
    defaultMessage: 'I agree that the chosen permit is used for this visit and that LähiTapiola receives the details of the visit needed for the compensation.',
    description: 'Consent checkbox of LähiTapiola’s permit',
  },
  chosen: {
    id: 'booking.insurance.lahitapiola.chosen',
    defaultMessage: 'LähiTapiola pays this visit with your permit: {symptom}.',
    description: 'Once a permit is chosen and consented to (result success)',
  },
  removePermit: {
    id: 'booking.insurance.lahitapiola.removePermit',
    defaultMessage: 'Remove the permit',
    description: 'Button clearing the chosen permit',
  },
  denied: {
    id: 'booking.insurance.lahitapiola.denied',
    defaultMessage: 'LähiTapiola did not grant a direct compensation permit. You can start again, or choose another insurance company.',
    description: 'The permit application came back denied',
  },
  canceled: {
    id: 'booking.insurance.lahitapiola.canceled',
    defaultMessage: 'The permit application was canceled. You can start again, or choose another insurance company.',
    description: 'The permit application came back canceled',
  },
  error: {
    id: 'booking.insurance.lahitapiola.error',
    defaultMessage: 'Checking your insurance with LähiTapiola failed. Please try again later, or choose another insurance company.',
    description: 'LähiTapiola’s check or application failed',
  },
  restart: {
    id: 'booking.insurance.lahitapiola.restart',
    defaultMessage: 'Start again',
    description: 'Button restarting LähiTapiola’s flow',
  },
});
