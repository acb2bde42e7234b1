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

type MemoValues = {
  loading: None;
  department: None;
  coverageHeading: None;
  statutoryIntro: None;
  comprehensiveIntro: None;
  examinations: None;
  workplaceSurveys: None;
  advice: None;
  medicalCare: None;
  noMedicalCare: None;
  otherContract: None;
  servicesHeading: None;
  bookOnline: None;
  bookLink: None;
  bookByPhone: None;
  vaccinationsIncluded: None;
  vaccinationsNotIncluded: None;
  influenzaIncluded: None;
  influenzaNotIncluded: None;
  periodicHeading: None;
  periodicText: None;
  illnessHeading: None;
  tellEmployer: None;
  certificate: None;
  reachTeam: None;
  teamLink: None;
  notCustomerTitle: None;
  notCustomerText: None;
};

export const memoMessages = defineMessages<MemoValues>({
  loading: { id: 'occupationalHealth.memo.loading', defaultMessage: 'Loading the employee memo', description: 'Label of the placeholders shown while the employee memo loads' },
  department: {
    id: 'occupationalHealth.memo.department',
    defaultMessage: 'Department',
    description: "Label of the department of the employer that the employee's occupational health agreement names",
  },
  coverageHeading: {
    id: 'occupationalHealth.memo.coverageHeading',
    defaultMessage: 'What your occupational health care covers',
    description: "Heading of the part of the employee memo telling what the employer's occupational health agreement covers",
  },
  statutoryIntro: {
    id: 'occupationalHealth.memo.statutoryIntro',
    defaultMessage: 'Your employer has arranged for you the preventive occupational health care that the law requires:',
    description: 'Lead-in to the list of what a statutory occupational health agreement covers (no medical care)',
  },
  comprehensiveIntro: {
    id: 'occupationalHealth.memo.comprehensiveIntro',
    defaultMessage: 'Your employer has arranged for you the preventive occupational health care that the law requires and medical care:',
    description: 'Lead-in to the list of what a comprehensive occupational health agreement covers (preventive care and medical care)',
  },
  examinations: {
    id: 'occupationalHealth.memo.examinations',
    defaultMessage: 'Health examinations, such as periodic health examinations',
    description: 'Item of the list of what occupational health care covers',
  },
  workplaceSurveys: {
    id: 'occupationalHealth.memo.workplaceSurveys',
    defaultMessage: 'Workplace surveys of the health risks of your work',
    description: 'Item of the list of what occupational health care covers: visits to the workplace to assess its health risks',
  },
  advice: {
    id: 'occupationalHealth.memo.advice',
    defaultMessage: 'Advice and guidance on health and work ability',
    description: 'Item of the list of what occupational health care covers',
  },
  medicalCare: {
    id: 'occupationalHealth.memo.medicalCare',
    defaultMessage: 'Medical care for illnesses at general practitioner level',
    description: 'Item of the list of what a comprehensive occupational health agreement covers beyond the preventive care',
  },
  noMedicalCare: {
    id: 'occupationalHealth.memo.noMedicalCare',
    defaultMessage: 'Medical care for illnesses is not included in the agreement.',
    description: 'Shown under the list of what a statutory occupational health agreement covers',
  },
  otherContract: {
    id: 'occupationalHealth.memo.otherContract',
    defaultMessage: "Your employer's agreement has content of its own. Ask your employer or your occupational health team what it covers.",
    description: 'What an occupational health agreement of the type Other covers: the portal does not know its content',
  },
  servicesHeading: {
    id: 'occupationalHealth.memo.servicesHeading',
    defaultMessage: 'What you can do',
    description: 'Heading of the part of the employee memo telling how to book and which vaccinations the agreement includes',
  },
  bookOnline: {
    id: 'occupationalHealth.memo.bookOnline',
    defaultMessage: 'You can book occupational health appointments online.',
    description: 'Shown when the occupational health agreement includes online booking',
  },
  bookLink: {
    id: 'occupationalHealth.memo.bookLink',
    defaultMessage: 'Book an occupational health appointment',
    description: 'Link to the booking of occupational health appointments',
  },
  bookByPhone: {
    id: 'occupationalHealth.memo.bookByPhone',
    defaultMessage: 'Your agreement does not include online booking. Book occupational health appointments by phoning our customer service:',
    description: "Shown when the occupational health agreement does not include online booking; the customer service's phone number follows as a link",
  },
  vaccinationsIncluded: {
    id: 'occupationalHealth.memo.vaccinationsIncluded',
    defaultMessage: 'Vaccinations are included in your occupational health care.',
    description: 'Shown when the occupational health agreement includes vaccinations',
  },
  vaccinationsNotIncluded: {
    id: 'occupationalHealth.memo.vaccinationsNotIncluded',
    defaultMessage: 'Vaccinations are not included in your occupational health care.',
    description: 'Shown when the occupational health agreement does not include vaccinations',
  },
  influenzaIncluded: {
    id: 'occupationalHealth.memo.influenzaIncluded',
    defaultMessage: 'The influenza vaccination is included in your occupational health care.',
    description: 'Shown when the occupational health agreement includes the seasonal influenza vaccination',
  },
  influenzaNotIncluded: {
    id: 'occupationalHealth.memo.influenzaNotIncluded',
    defaultMessage: 'The influenza vaccination is not included in your occupational health care.',
    description: 'Shown when the occupational health agreement does not include the seasonal influenza vaccination',
  },
  periodicHeading: {
    id: 'occupationalHealth.memo.periodicHeading',
    defaultMessage: 'Periodic health examinations',
    description: 'Heading of the part of the employee memo naming the clinic of the periodic health examinations',
  },
  periodicText: {
    id: 'occupationalHealth.memo.periodicText',
    defaultMessage: 'Your periodic health examinations are done at this clinic:',
    description: "Lead-in to the name and address of the clinic where the employee's periodic health examinations are done",
  },
  illnessHeading: {
    id: 'occupationalHealth.memo.illnessHeading',
    defaultMessage: 'When you fall ill',
    description: 'Heading of the list of what an employee does when they fall ill',
  },
  tellEmployer: {
    id: 'occupationalHealth.memo.tellEmployer',
    defaultMessage: "Tell your employer about your absence as your workplace's practice says.",
    description: 'Item of the list of what to do when falling ill',
  },
  certificate: {
    id: 'occupationalHealth.memo.certificate',
    defaultMessage: 'For sick leave you need a certificate from a nurse or a doctor.',
    description: 'Item of the list of what to do when falling ill',
  },
  reachTeam: {
    id: 'occupationalHealth.memo.reachTeam',
    defaultMessage: 'You can reach your occupational health team through messages.',
    description: 'Item of the list of what to do when falling ill',
  },
  teamLink: {
    id: 'occupationalHealth.memo.teamLink',
    defaultMessage: 'See your occupational health team',
    description: 'Link from the employee memo to the occupational health team page',
  },
  notCustomerTitle: {
    id: 'occupationalHealth.memo.notCustomerTitle',
    defaultMessage: 'The employee memo is for occupational health customers',
    description: 'Heading of the employee memo page for a person who has no occupational health care through an employer',
  },
  notCustomerText: {
    id: 'occupationalHealth.memo.notCustomerText',
    defaultMessage:
      "When your employer has arranged occupational health care for you with us, this page tells you what your employer's agreement covers and how to use it. We found no occupational health care agreement for you.",
    description: 'Text of the employee memo page for a person who has no occupational health care agreement',
  },
});
