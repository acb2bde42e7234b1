import type { CertificateType } from '@portal/certificates/contracts';
import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type ListValues = {
  intro: { since: string };
  loading: None;
  label: None;
  empty: None;
};

type CertificateValues = {
  /** `<hidden>` is read by screen readers only. */
  title: { type: string; date: string; hidden: MessageTag };
  sickLeave: None;
  period: { from: string; until: string };
  practitioner: None;
  creationDate: None;
  pdfLink: { type: string; date: string; hidden: MessageTag };
};

export const listMessages = defineMessages<ListValues>({
  intro: {
    id: 'certificates.list.intro',
    defaultMessage: 'Your sick-leave certificates written since {since}.',
    description: 'Text under the certificates page title; {since} is the first day of the certificates shown, 1.1.2022',
  },
  loading: { id: 'certificates.list.loading', defaultMessage: 'Loading certificates', description: 'Label of the placeholders shown while the certificates load' },
  label: { id: 'certificates.list.label', defaultMessage: 'Your certificates', description: 'Accessible name of the list of the patient’s sick-leave certificates' },
  empty: { id: 'certificates.list.empty', defaultMessage: 'No certificates', description: 'Empty state of the certificates list' },
});

export const certificateMessages = defineMessages<CertificateValues>({
  title: {
    id: 'certificates.certificate.title',
    defaultMessage: '{type}<hidden> {date}</hidden>',
    description:
      'Heading of one certificate in the list: its kind, e.g. Medical certificate A; the date it was written in <hidden> is read by screen readers only, so that certificates of one kind are told apart',
  },
  sickLeave: { id: 'certificates.certificate.sickLeave', defaultMessage: 'Sick leave', description: 'Label of the first and last day of the sick leave the certificate grants' },
  period: {
    id: 'certificates.certificate.period',
    defaultMessage: '{from}–{until}',
    description: 'The sick leave’s first and last day, e.g. 23.10.2026–25.10.2026',
  },
  practitioner: { id: 'certificates.certificate.practitioner', defaultMessage: 'Written by', description: 'Label of the nurse or doctor who wrote the certificate' },
  creationDate: { id: 'certificates.certificate.creationDate', defaultMessage: 'Date written', description: 'Label of the day the certificate was written' },
  pdfLink: {
    id: 'certificates.certificate.pdfLink',
    defaultMessage: 'Download<hidden> {type} {date}</hidden> (PDF)',
    description:
      'Link that downloads the certificate as a PDF; the part in <hidden> is read by screen readers only: the kind of certificate and the date it was written, e.g. Medical certificate A 23.10.2026',
  },
});

/** The kinds of certificate by name (account doc section 3). */
export const typeMessages = defineMessages({
  nurse: { id: 'certificates.type.nurse', defaultMessage: "Nurse's certificate", description: 'Name of a sick-leave certificate written by a nurse' },
  medicalCertificateA: {
    id: 'certificates.type.medicalCertificateA',
    defaultMessage: 'Medical certificate A',
    description: 'Name of the doctor’s sick-leave certificate, the Finnish lääkärinlausunto A (Swedish läkarutlåtande A)',
  },
} satisfies Record<CertificateType, { id: string; defaultMessage: string; description: string }>);
