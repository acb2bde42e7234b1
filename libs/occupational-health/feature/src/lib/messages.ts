import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type TeamValues = {
  loading: None;
  employer: None;
  responsibleDoctors: None;
  responsibleNurses: None;
  psychologists: None;
  physiotherapists: None;
  empty: None;
  emptyText: None;
};

type MemberValues = {
  profile: { name: string };
  substitute: None;
  period: { from: string; until: string };
  absent: { until: string };
};

type NotCustomerValues = {
  title: None;
  text: None;
};

export const teamMessages = defineMessages<TeamValues>({
  loading: {
    id: 'occupationalHealth.team.loading',
    defaultMessage: 'Loading the occupational health team',
    description: 'Label of the placeholders shown while the occupational health team loads',
  },
  employer: { id: 'occupationalHealth.team.employer', defaultMessage: 'Employer', description: 'Label of the name of the employer whose occupational health care the patient has' },
  responsibleDoctors: {
    id: 'occupationalHealth.team.responsibleDoctors',
    defaultMessage: 'Responsible doctors',
    description: 'Heading of the occupational health doctors responsible for the patient',
  },
  responsibleNurses: {
    id: 'occupationalHealth.team.responsibleNurses',
    defaultMessage: 'Responsible nurses',
    description: 'Heading of the occupational health nurses responsible for the patient',
  },
  psychologists: { id: 'occupationalHealth.team.psychologists', defaultMessage: 'Psychologists', description: 'Heading of the psychologists of the occupational health team' },
  physiotherapists: {
    id: 'occupationalHealth.team.physiotherapists',
    defaultMessage: 'Physiotherapists',
    description: 'Heading of the physiotherapists of the occupational health team',
  },
  empty: {
    id: 'occupationalHealth.team.empty',
    defaultMessage: 'Your team has not been named yet',
    description: 'Heading when the occupational health agreement names no professionals yet',
  },
  emptyText: {
    id: 'occupationalHealth.team.emptyText',
    defaultMessage: 'Your occupational health professionals will show here once they have been named.',
    description: 'Text under the heading when the occupational health team has no members yet',
  },
});

export const memberMessages = defineMessages<MemberValues>({
  profile: {
    id: 'occupationalHealth.member.profile',
    defaultMessage: '{name} (profile opens on our website)',
    description: "Accessible name of the link to a practitioner's public profile page; name is the practitioner's name",
  },
  substitute: {
    id: 'occupationalHealth.member.substitute',
    defaultMessage: 'Substitute',
    description: 'Label of the professional who stands in for a team member while they are away',
  },
  period: {
    id: 'occupationalHealth.member.period',
    defaultMessage: '{from}–{until}',
    description: 'The days a substitute stands in, both included, e.g. 19.11.2026–2.12.2026',
  },
  absent: {
    id: 'occupationalHealth.member.absent',
    defaultMessage: 'Away until {until}',
    description: 'Shown when a team member is away today; until is the last day of the absence, e.g. 2.12.2026',
  },
});

export const notCustomerMessages = defineMessages<NotCustomerValues>({
  title: {
    id: 'occupationalHealth.notCustomer.title',
    defaultMessage: 'The occupational health team is for occupational health customers',
    description: 'Heading of the team page for a person who has no occupational health care through an employer',
  },
  text: {
    id: 'occupationalHealth.notCustomer.text',
    defaultMessage:
      'When your employer has arranged occupational health care for you with us, this page shows your employer and the doctors and nurses responsible for you. We found no occupational health care agreement for you.',
    description: 'Text of the team page for a person who has no occupational health care agreement',
  },
});
