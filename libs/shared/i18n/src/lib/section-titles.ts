import { defineMessages } from 'react-intl';
import type { SectionId } from '@portal/shared/util';

/** The name of every section, shared by the navigation menu and the section's own page title. */
export const sectionTitles = defineMessages({
  home: { id: 'section.home', defaultMessage: 'Front page', description: 'Name of the front page section' },
  booking: { id: 'section.booking', defaultMessage: 'Book an appointment', description: 'Name of the appointment booking section' },
  appointments: { id: 'section.appointments', defaultMessage: 'Appointments', description: "Name of the section listing the patient's appointments" },
  appointment: { id: 'section.appointment', defaultMessage: 'Appointment', description: 'Name of the page showing a single appointment opened from a link without logging in' },
  invoices: { id: 'section.invoices', defaultMessage: 'Invoices', description: 'Name of the invoices and receipts section' },
  conversations: { id: 'section.conversations', defaultMessage: 'Messages', description: 'Name of the section for messages with the care team' },
  prescriptions: { id: 'section.prescriptions', defaultMessage: 'Prescriptions', description: 'Name of the prescriptions section' },
  laboratory: { id: 'section.laboratory', defaultMessage: 'Laboratory results', description: 'Name of the laboratory referrals and results section' },
  imaging: { id: 'section.imaging', defaultMessage: 'Imaging', description: 'Name of the imaging referrals and results section' },
  visits: { id: 'section.visits', defaultMessage: 'Visits', description: 'Name of the section listing visit records' },
  questionnaires: { id: 'section.questionnaires', defaultMessage: 'Questionnaires', description: 'Name of the questionnaires section' },
  myInformation: { id: 'section.myInformation', defaultMessage: 'My information', description: "Name of the patient's own information section" },
  authentication: { id: 'section.authentication', defaultMessage: 'SMS authentication', description: 'Name of the SMS code authentication page' },
  certificates: { id: 'section.certificates', defaultMessage: 'Certificates', description: 'Name of the sick-leave certificates section' },
  vaccinations: { id: 'section.vaccinations', defaultMessage: 'Vaccinations', description: 'Name of the vaccinations section' },
  occupationalHealthTeam: { id: 'section.occupationalHealthTeam', defaultMessage: 'Occupational health team', description: "Name of the page listing the patient's occupational health team" },
  sicknessFund: { id: 'section.sicknessFund', defaultMessage: 'Sickness fund', description: "Name of the employer's sickness fund section" },
  pikkutsatti: { id: 'section.pikkutsatti', defaultMessage: "Children's chat", description: "Name of the children's chat page (the chat has moved to the mobile app)" },
  terms: { id: 'section.terms', defaultMessage: 'Terms of use', description: 'Name of the terms of use page' },
  accessibility: { id: 'section.accessibility', defaultMessage: 'Accessibility statement', description: 'Name of the accessibility statement page, which has the accessibility feedback form' },
  privacy: { id: 'section.privacy', defaultMessage: 'Privacy notice', description: 'Name of the privacy notice page: what personal data is processed, why, for how long, and the patient’s rights' },
  help: { id: 'section.help', defaultMessage: 'Help', description: 'Name of the help and frequently asked questions page (Finnish only)' },
  login: { id: 'section.login', defaultMessage: 'Log in', description: 'Name of the login page' },
  expiredSession: { id: 'section.expiredSession', defaultMessage: 'Session expired', description: 'Name of the page shown after the user was logged out because the session ran out' },
  transactionPath: { id: 'section.transactionPath', defaultMessage: 'Welcome', description: 'Name of the welcome page for visitors who are not logged in, where they choose to log in for themselves or on behalf of someone else' },
  occupationalBooking: { id: 'section.occupationalBooking', defaultMessage: 'Occupational health booking', description: 'Name of the occupational health booking pages (the list of occupational health times and the occupational vaccinations)' },
  employeeMemo: { id: 'section.employeeMemo', defaultMessage: 'Employee memo', description: "Name of the occupational health employee memo section" },
} satisfies Record<SectionId, { id: string; defaultMessage: string; description: string }>);
