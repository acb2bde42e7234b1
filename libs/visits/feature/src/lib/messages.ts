import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type ListValues = {
  loading: None;
  label: None;
  empty: None;
  pagination: None;
};

type VisitValues = {
  /** `<hidden>` is read by screen readers only. */
  link: { specialty: string; date: string; hidden: MessageTag };
  fallbackTitle: None;
  title: { date: string };
  loading: None;
  dateTime: { date: string; time: string };
  date: None;
  practitioner: None;
  specialty: None;
  visitType: None;
  occupationalHealth: None;
  private: None;
  patient: None;
  identityCode: None;
  details: None;
  diagnoses: None;
  diagnosisCode: None;
  diagnosisDescription: None;
  report: None;
  print: None;
  allVisits: None;
  notFound: None;
  notFoundText: None;
};

export const listMessages = defineMessages<ListValues>({
  loading: { id: 'visits.list.loading', defaultMessage: 'Loading visits', description: 'Label of the placeholders shown while the visits load' },
  label: { id: 'visits.list.label', defaultMessage: 'Your visits', description: 'Accessible name of the list of the patient’s visits' },
  empty: { id: 'visits.list.empty', defaultMessage: 'No visits', description: 'Empty state of the visits list' },
  pagination: { id: 'visits.list.pagination', defaultMessage: 'Visit pages', description: 'Accessible name of the navigation between pages of the visits list' },
});

export const visitMessages = defineMessages<VisitValues>({
  link: {
    id: 'visits.visit.link',
    defaultMessage: '{specialty}<hidden> {date}</hidden>',
    description: 'Link from the list to one visit: its specialty; the date in <hidden> is read by screen readers only, so that each link is told apart',
  },
  fallbackTitle: { id: 'visits.visit.fallbackTitle', defaultMessage: 'Visit', description: 'Name of a visit whose specialty is not known' },
  title: { id: 'visits.visit.title', defaultMessage: 'Visit {date}', description: 'Heading of the page of one visit and its medical report; date e.g. 20.11.2026' },
  loading: { id: 'visits.visit.loading', defaultMessage: 'Loading the visit', description: 'Label of the placeholders shown while one visit loads' },
  dateTime: { id: 'visits.visit.dateTime', defaultMessage: '{date} at {time}', description: 'A date and a time, e.g. 20.11.2026 at 10:00' },
  date: { id: 'visits.visit.date', defaultMessage: 'Date and time', description: 'Label of the date and time of a visit' },
  practitioner: { id: 'visits.visit.practitioner', defaultMessage: 'Practitioner', description: 'Label of the doctor, nurse or other professional the patient saw' },
  specialty: { id: 'visits.visit.specialty', defaultMessage: 'Specialty', description: 'Label of the specialty of a visit, e.g. General practice' },
  visitType: { id: 'visits.visit.visitType', defaultMessage: 'Type of care', description: 'Label of whether the visit was occupational health care or private care' },
  occupationalHealth: { id: 'visits.visit.occupationalHealth', defaultMessage: 'Occupational health care', description: 'Type of care of a visit paid by the employer’s occupational health care' },
  private: { id: 'visits.visit.private', defaultMessage: 'Private care', description: 'Type of care of a visit the patient or an insurer pays' },
  patient: { id: 'visits.visit.patient', defaultMessage: 'Patient', description: 'Label of the name of the person the visit record is about' },
  identityCode: { id: 'visits.visit.identityCode', defaultMessage: 'Personal identity code', description: 'Label of the patient’s personal identity code, shown masked' },
  details: { id: 'visits.visit.details', defaultMessage: 'Visit details', description: 'Heading of the date, practitioner, specialty and patient of a visit' },
  diagnoses: { id: 'visits.visit.diagnoses', defaultMessage: 'Diagnoses', description: 'Heading of the diagnoses of a visit' },
  diagnosisCode: { id: 'visits.visit.diagnosisCode', defaultMessage: 'Code', description: 'Column heading of a diagnosis code, e.g. J06.9' },
  diagnosisDescription: { id: 'visits.visit.diagnosisDescription', defaultMessage: 'Diagnosis', description: 'Column heading of the description of a diagnosis' },
  report: { id: 'visits.visit.report', defaultMessage: 'Medical report', description: 'Heading of the texts the practitioner wrote about the visit' },
  print: { id: 'visits.visit.print', defaultMessage: 'Print', description: 'Button that opens the browser’s print dialog for the visit' },
  allVisits: { id: 'visits.visit.allVisits', defaultMessage: 'All visits', description: 'Link to the list of the patient’s visits' },
  notFound: { id: 'visits.visit.notFound', defaultMessage: 'Visit was not found', description: 'Heading when a visit does not exist or is not the patient’s' },
  notFoundText: {
    id: 'visits.visit.notFoundText',
    defaultMessage: 'You can find all your visits in the list of visits.',
    description: 'Text under the heading when a visit was not found',
  },
});
