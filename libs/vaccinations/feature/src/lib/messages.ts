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

type VaccinationValues = {
  /** `<hidden>` is read by screen readers only. */
  title: { name: string; date: string; hidden: MessageTag };
  date: None;
  effectiveUntil: None;
  practitioner: None;
};

export const listMessages = defineMessages<ListValues>({
  loading: { id: 'vaccinations.list.loading', defaultMessage: 'Loading vaccinations', description: 'Label of the placeholders shown while the vaccinations load' },
  label: { id: 'vaccinations.list.label', defaultMessage: 'Your vaccinations', description: 'Accessible name of the list of the patient’s vaccinations' },
  empty: { id: 'vaccinations.list.empty', defaultMessage: 'No vaccinations', description: 'Empty state of the vaccinations list' },
  pagination: {
    id: 'vaccinations.list.pagination',
    defaultMessage: 'Vaccination pages',
    description: 'Accessible name of the navigation between pages of the vaccinations list',
  },
});

export const vaccinationMessages = defineMessages<VaccinationValues>({
  title: {
    id: 'vaccinations.vaccination.title',
    defaultMessage: '{name}<hidden> {date}</hidden>',
    description:
      'Heading of one vaccination in the list: the vaccine as the clinic recorded it, e.g. Influenssarokote (Vaxigrip Tetra); the date in <hidden> is read by screen readers only, so that doses of one vaccine are told apart',
  },
  date: { id: 'vaccinations.vaccination.date', defaultMessage: 'Vaccination date', description: 'Label of the day the vaccination was given' },
  effectiveUntil: {
    id: 'vaccinations.vaccination.effectiveUntil',
    defaultMessage: 'Effective until',
    description: 'Label of the last day the vaccination protects, e.g. 11.4.2027',
  },
  practitioner: {
    id: 'vaccinations.vaccination.practitioner',
    defaultMessage: 'Given by',
    description: 'Label of the nurse, doctor or vaccination room that gave the vaccination',
  },
});
