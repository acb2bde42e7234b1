import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type CommonValues = {
  referrals: None;
  noReferrals: None;
  results: None;
  noResults: None;
  print: None;
  patient: None;
  resultsNotFound: None;
  resultsNotFoundText: None;
  allLaboratoryResults: None;
  allImaging: None;
  unavailable: None;
  unavailableText: None;
  tryAgain: None;
};

type ReferralValues = {
  labTitle: None;
  imagingTitle: None;
  loading: None;
  written: { date: string };
  writtenLabel: None;
  validUntilLabel: None;
  validityLabel: None;
  practitioner: None;
  descriptionLabel: None;
  notValid: None;
  validToday: None;
  validTomorrow: None;
  validWeeks: { weeks: number };
  validUntilDate: { date: string };
  valid: None;
  instructions: None;
  labFinder: None;
  imagingFinder: None;
  notFound: None;
  notFoundText: None;
};

type LaboratoryValues = {
  loading: None;
  resultsOf: { date: string };
  ready: None;
  pending: None;
  readinessLabel: None;
  title: { date: string };
  intro: None;
  testCount: { count: number };
  result: None;
  unit: None;
  referenceRange: None;
  description: None;
  additionalResult: None;
  withinRange: None;
  outsideRange: None;
  statusSampled: None;
  statusReferral: None;
  noResult: None;
  testsLabel: None;
};

type TrendValues = {
  show: None;
  hide: None;
  loading: None;
  failed: None;
  caption: { name: string; count: number };
  tableCaption: { name: string };
  date: None;
  result: None;
  referenceRange: None;
  judgement: None;
  legendWithin: None;
  legendOutside: None;
  legendRange: None;
  thisResult: None;
  onlyOne: None;
};

type ImagingValues = {
  loading: None;
  title: { date: string };
  noTitle: None;
  imagingDate: None;
  statement: None;
  noStatement: None;
};

export const commonMessages = defineMessages<CommonValues>({
  referrals: { id: 'labImaging.referrals', defaultMessage: 'Referrals', description: 'Heading of the list of the patient’s laboratory or imaging referrals' },
  noReferrals: { id: 'labImaging.noReferrals', defaultMessage: 'No referrals', description: 'Shown when the patient has no referrals of this kind' },
  results: { id: 'labImaging.results', defaultMessage: 'Results', description: 'Heading of the list of the patient’s laboratory or imaging results' },
  noResults: { id: 'labImaging.noResults', defaultMessage: 'No results', description: 'Shown when the patient has no results of this kind' },
  print: { id: 'labImaging.print', defaultMessage: 'Print', description: 'Button that opens the browser’s print dialog for the page' },
  patient: { id: 'labImaging.patient', defaultMessage: 'Patient', description: 'Label of the full name of the person whose results are shown' },
  resultsNotFound: { id: 'labImaging.resultsNotFound', defaultMessage: 'Results were not found', description: 'Heading when the address names no results of the patient' },
  resultsNotFoundText: {
    id: 'labImaging.resultsNotFoundText',
    defaultMessage: 'There are no results of yours on this date.',
    description: 'Text under "Results were not found"',
  },
  allLaboratoryResults: { id: 'labImaging.allLaboratoryResults', defaultMessage: 'All laboratory results', description: 'Link back to the laboratory referrals and results page' },
  allImaging: { id: 'labImaging.allImaging', defaultMessage: 'All imaging', description: 'Link back to the imaging referrals and results page' },
  unavailable: {
    id: 'labImaging.unavailable',
    defaultMessage: 'This section is temporarily unavailable',
    description: 'Heading shown when the results service does not answer for a while',
  },
  unavailableText: {
    id: 'labImaging.unavailableText',
    defaultMessage: 'Please try again in a moment.',
    description: 'Text under "This section is temporarily unavailable"',
  },
  tryAgain: { id: 'labImaging.tryAgain', defaultMessage: 'Try again', description: 'Button that loads a temporarily unavailable section again' },
});

export const referralMessages = defineMessages<ReferralValues>({
  labTitle: { id: 'labImaging.referral.labTitle', defaultMessage: 'Laboratory referral', description: 'Heading of the page of one laboratory referral' },
  imagingTitle: { id: 'labImaging.referral.imagingTitle', defaultMessage: 'Imaging referral', description: 'Heading of the page of one imaging referral' },
  loading: { id: 'labImaging.referral.loading', defaultMessage: 'Loading the referral', description: 'What screen readers hear while a referral loads' },
  written: { id: 'labImaging.referral.written', defaultMessage: 'Written {date}', description: 'When a referral was written; date is D.M.YYYY' },
  writtenLabel: { id: 'labImaging.referral.writtenLabel', defaultMessage: 'Written on', description: 'Label of the date a referral was written' },
  validUntilLabel: { id: 'labImaging.referral.validUntilLabel', defaultMessage: 'Valid until', description: 'Label of the last day a referral is valid' },
  validityLabel: { id: 'labImaging.referral.validityLabel', defaultMessage: 'Validity', description: 'Label of whether the referral is still valid' },
  practitioner: { id: 'labImaging.referral.practitioner', defaultMessage: 'Doctor', description: 'Label of the doctor who wrote the referral' },
  descriptionLabel: { id: 'labImaging.referral.descriptionLabel', defaultMessage: 'Instructions', description: 'Label of the referral’s description (written in Finnish only)' },
  notValid: { id: 'labImaging.referral.notValid', defaultMessage: 'Not valid', description: 'A referral whose last valid day has passed' },
  validToday: { id: 'labImaging.referral.validToday', defaultMessage: 'Valid today', description: 'A referral whose last valid day is today' },
  validTomorrow: { id: 'labImaging.referral.validTomorrow', defaultMessage: 'Valid until tomorrow', description: 'A referral whose last valid day is tomorrow' },
  validWeeks: {
    id: 'labImaging.referral.validWeeks',
    defaultMessage: 'Valid for {weeks, plural, one {# more week} other {# more weeks}}',
    description: 'A referral that ends in 8 to 26 days; weeks is 1 to 3',
  },
  validUntilDate: { id: 'labImaging.referral.validUntilDate', defaultMessage: 'Valid until {date}', description: 'A referral that ends within 30 days; date is D.M.YYYY' },
  valid: { id: 'labImaging.referral.valid', defaultMessage: 'Valid', description: 'A referral that is valid for more than 30 days yet' },
  instructions: { id: 'labImaging.referral.instructions', defaultMessage: 'Instructions for the patient', description: 'Link to the instructions that come with a referral' },
  labFinder: { id: 'labImaging.referral.labFinder', defaultMessage: 'Find a laboratory near you', description: 'Link to the brand’s laboratory finder' },
  imagingFinder: { id: 'labImaging.referral.imagingFinder', defaultMessage: 'Find the nearest imaging centre', description: 'Link to the brand’s list of imaging centres' },
  notFound: { id: 'labImaging.referral.notFound', defaultMessage: 'Referral was not found', description: 'Heading when the address names no referral of the patient' },
  notFoundText: {
    id: 'labImaging.referral.notFoundText',
    defaultMessage: 'The referral may have been removed, or the address is incomplete.',
    description: 'Text under "Referral was not found"',
  },
});

export const laboratoryMessages = defineMessages<LaboratoryValues>({
  loading: { id: 'labImaging.lab.loading', defaultMessage: 'Loading laboratory results', description: 'What screen readers hear while laboratory referrals or results load' },
  resultsOf: { id: 'labImaging.lab.resultsOf', defaultMessage: 'Results {date}', description: 'One result date in the list of laboratory results; date is D.M.YYYY' },
  ready: { id: 'labImaging.lab.ready', defaultMessage: 'Ready', description: 'Every test of the date has its result (shown green)' },
  pending: { id: 'labImaging.lab.pending', defaultMessage: 'Pending', description: 'Some test of the date is still without a result (shown blue)' },
  readinessLabel: { id: 'labImaging.lab.readinessLabel', defaultMessage: 'Status', description: 'Label of whether the results of the date are ready or pending' },
  title: { id: 'labImaging.lab.title', defaultMessage: 'Your results {date}', description: 'Heading of the laboratory results of one date; date is D.M.YYYY' },
  intro: {
    id: 'labImaging.lab.intro',
    defaultMessage:
      'Open a test to see its result, reference range and description. A value outside the reference range is not necessarily a sign of illness: your doctor reads the results as a whole and contacts you if needed.',
    description: 'Introduction at the top of the laboratory results of one date',
  },
  testCount: { id: 'labImaging.lab.testCount', defaultMessage: '{count, plural, one {# test} other {# tests}}', description: 'How many tests a laboratory package holds' },
  result: { id: 'labImaging.lab.result', defaultMessage: 'Result', description: 'Label of a laboratory test’s result' },
  unit: { id: 'labImaging.lab.unit', defaultMessage: 'Unit', description: 'Label of the unit of a laboratory result, e.g. g/l' },
  referenceRange: { id: 'labImaging.lab.referenceRange', defaultMessage: 'Reference range', description: 'Label of the range of normal values of a laboratory test' },
  description: { id: 'labImaging.lab.description', defaultMessage: 'Description', description: 'Label of the laboratory’s description of a test' },
  additionalResult: { id: 'labImaging.lab.additionalResult', defaultMessage: 'Additional result', description: 'Label of the laboratory’s additional result text' },
  withinRange: { id: 'labImaging.lab.withinRange', defaultMessage: 'Within the reference range', description: 'A numeric result inside the range of normal values' },
  outsideRange: { id: 'labImaging.lab.outsideRange', defaultMessage: 'Outside the reference range', description: 'A numeric result outside the range of normal values' },
  statusSampled: { id: 'labImaging.lab.statusSampled', defaultMessage: 'Sample taken, result pending', description: 'A test whose sample was taken but which has no result yet' },
  statusReferral: { id: 'labImaging.lab.statusReferral', defaultMessage: 'Waiting for the sample', description: 'A test ordered but not yet sampled' },
  noResult: { id: 'labImaging.lab.noResult', defaultMessage: 'No result', description: 'A ready test for which the laboratory gave no result value' },
  testsLabel: { id: 'labImaging.lab.testsLabel', defaultMessage: 'Tests', description: 'Accessible name of the list of the tests of one date' },
});

export const trendMessages = defineMessages<TrendValues>({
  show: { id: 'labImaging.trend.show', defaultMessage: 'Show earlier results', description: 'Button that shows a chart of the patient’s earlier results of the same test' },
  hide: { id: 'labImaging.trend.hide', defaultMessage: 'Hide earlier results', description: 'Button that hides the chart of earlier results' },
  loading: { id: 'labImaging.trend.loading', defaultMessage: 'Loading earlier results', description: 'What screen readers hear while the earlier results load' },
  failed: { id: 'labImaging.trend.failed', defaultMessage: 'The earlier results could not be loaded.', description: 'Shown when the earlier results of a test fail to load' },
  caption: {
    id: 'labImaging.trend.caption',
    defaultMessage: '{name}: your {count, plural, one {result} other {# results}} over time, with the reference range',
    description: 'Caption of the chart of a test’s results; name is the test, count how many results',
  },
  tableCaption: { id: 'labImaging.trend.tableCaption', defaultMessage: 'Results of {name}', description: 'Caption of the table of a test’s results beside the chart' },
  date: { id: 'labImaging.trend.date', defaultMessage: 'Date', description: 'Column of the date of a result in the table of earlier results' },
  result: { id: 'labImaging.trend.result', defaultMessage: 'Result', description: 'Column of the value in the table of earlier results' },
  referenceRange: { id: 'labImaging.trend.referenceRange', defaultMessage: 'Reference range', description: 'Column of the reference range in the table of earlier results' },
  judgement: { id: 'labImaging.trend.judgement', defaultMessage: 'Within the range', description: 'Column saying whether a result was within the reference range' },
  legendWithin: { id: 'labImaging.trend.legendWithin', defaultMessage: 'Within the reference range', description: 'Chart legend: the round marker of a result within the range' },
  legendOutside: { id: 'labImaging.trend.legendOutside', defaultMessage: 'Outside the reference range', description: 'Chart legend: the triangular marker of a result outside the range' },
  legendRange: { id: 'labImaging.trend.legendRange', defaultMessage: 'Reference range', description: 'Chart legend: the shaded band of normal values' },
  thisResult: { id: 'labImaging.trend.thisResult', defaultMessage: '(this result)', description: 'Marks, in the table of earlier results, the result the page shows' },
  onlyOne: { id: 'labImaging.trend.onlyOne', defaultMessage: 'This is your only result of this test so far.', description: 'Shown with the chart when the test has no earlier results' },
});

export const imagingMessages = defineMessages<ImagingValues>({
  loading: { id: 'labImaging.imaging.loading', defaultMessage: 'Loading imaging results', description: 'What screen readers hear while imaging referrals or results load' },
  title: { id: 'labImaging.imaging.title', defaultMessage: 'Imaging results {date}', description: 'Heading of the imaging results of one day; date is D.M.YYYY' },
  noTitle: { id: 'labImaging.imaging.noTitle', defaultMessage: 'No title', description: 'Shown for an imaging result without an examination name' },
  imagingDate: { id: 'labImaging.imaging.imagingDate', defaultMessage: 'Imaging date', description: 'Label of the date of an imaging examination' },
  statement: { id: 'labImaging.imaging.statement', defaultMessage: 'Doctor’s statement', description: 'Heading of the doctor’s statement on an imaging examination, and a mark that one exists' },
  noStatement: { id: 'labImaging.imaging.noStatement', defaultMessage: 'No doctor’s statement', description: 'Shown when an imaging examination has no doctor’s statement yet' },
});
