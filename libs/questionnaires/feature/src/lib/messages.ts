import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type ListValues = {
  intro: None;
  loading: None;
  newTasks: None;
  answers: None;
  noNewTasks: None;
  noAnswers: None;
  toAnswer: None;
  sent: { date: string };
  answeredOn: { date: string };
  maintenance: None;
};

type PageValues = {
  loading: None;
  backToList: None;
  notFound: None;
  notFoundText: None;
  fallbackTitle: None;
  sent: { date: string };
  answeredOn: { date: string };
  requiredNote: None;
  send: None;
  saving: None;
  saved: None;
  saveFailed: None;
  alreadyAnswered: None;
  problemsSummary: { count: number };
  yourAnswers: None;
};

type FormValues = {
  yes: None;
  no: None;
  scaleEnds: { min: number; max: number; minLabel: string; maxLabel: string };
  scaleRange: { min: number; max: number };
  errorRequired: None;
  errorInvalid: None;
  errorTooLong: { max: number };
  counterOver: { max: number };
  notAnswered: None;
  scaleAnswer: { value: number; max: number };
};

export const listMessages = defineMessages<ListValues>({
  intro: {
    id: 'questionnaires.list.intro',
    defaultMessage: 'Your care team may ask you to fill in a questionnaire, for example before a visit.',
    description: 'Introduction of the questionnaires list',
  },
  loading: { id: 'questionnaires.list.loading', defaultMessage: 'Loading questionnaires', description: 'Label of the placeholders shown while the questionnaires load' },
  newTasks: { id: 'questionnaires.list.newTasks', defaultMessage: 'To answer', description: 'Heading of the questionnaires the patient has not answered yet (open tasks)' },
  answers: { id: 'questionnaires.list.answers', defaultMessage: 'Your answers', description: 'Heading of the questionnaires the patient has answered' },
  noNewTasks: { id: 'questionnaires.list.noNewTasks', defaultMessage: 'No questionnaires to answer', description: 'Empty state when the patient has no open questionnaires' },
  noAnswers: { id: 'questionnaires.list.noAnswers', defaultMessage: 'No answered questionnaires', description: 'Empty state when the patient has answered no questionnaires' },
  toAnswer: { id: 'questionnaires.list.toAnswer', defaultMessage: 'To answer', description: 'Badge of a questionnaire that waits for the patient’s answers' },
  sent: { id: 'questionnaires.list.sent', defaultMessage: 'Sent {date}', description: 'When the care team sent the questionnaire; date e.g. 20.11.2026' },
  answeredOn: { id: 'questionnaires.list.answeredOn', defaultMessage: 'Answered {date}', description: 'When the patient answered the questionnaire; date e.g. 20.11.2026' },
  maintenance: {
    id: 'questionnaires.maintenance',
    defaultMessage: 'Surveys are temporarily out of use.',
    description: 'Notice when the questionnaires are in maintenance mode (booking doc section 8)',
  },
});

export const pageMessages = defineMessages<PageValues>({
  loading: { id: 'questionnaires.page.loading', defaultMessage: 'Loading the questionnaire', description: 'Label of the placeholders shown while one questionnaire loads' },
  backToList: { id: 'questionnaires.page.backToList', defaultMessage: 'Back to questionnaires', description: 'Link from one questionnaire back to the list of questionnaires' },
  notFound: { id: 'questionnaires.page.notFound', defaultMessage: 'Questionnaire was not found.', description: 'Heading when a questionnaire does not exist or is not the patient’s (booking doc section 8)' },
  notFoundText: {
    id: 'questionnaires.page.notFoundText',
    defaultMessage: 'You can find your questionnaires in the list of questionnaires.',
    description: 'Text under the heading when a questionnaire was not found',
  },
  fallbackTitle: { id: 'questionnaires.page.fallbackTitle', defaultMessage: 'Questionnaire', description: 'Heading of a questionnaire page before its title is known' },
  sent: { id: 'questionnaires.page.sent', defaultMessage: 'Sent {date}', description: 'When the care team sent the questionnaire; date e.g. 20.11.2026' },
  answeredOn: { id: 'questionnaires.page.answeredOn', defaultMessage: 'You answered on {date}.', description: 'When the patient answered the questionnaire shown read-only; date e.g. 20.11.2026' },
  requiredNote: { id: 'questionnaires.page.requiredNote', defaultMessage: 'Questions marked with * are required.', description: 'Note above the questionnaire form on how required questions are marked' },
  send: { id: 'questionnaires.page.send', defaultMessage: 'Send answers', description: 'Button that saves the answers of the questionnaire' },
  saving: { id: 'questionnaires.page.saving', defaultMessage: 'Sending answers', description: 'Spoken while the answers are being saved' },
  saved: { id: 'questionnaires.page.saved', defaultMessage: 'Thank you! Your answers have been sent.', description: 'Success notice after the answers were saved' },
  saveFailed: {
    id: 'questionnaires.page.saveFailed',
    defaultMessage: 'Sending the answers failed. Your answers are kept: please try again.',
    description: 'Error notice when saving the answers failed; the form keeps the answers',
  },
  alreadyAnswered: {
    id: 'questionnaires.page.alreadyAnswered',
    defaultMessage: 'This questionnaire had already been answered. The answers given first are shown below.',
    description: 'Notice when the questionnaire was answered before (for example in another tab)',
  },
  problemsSummary: {
    id: 'questionnaires.page.problemsSummary',
    defaultMessage: '{count, plural, one {One answer needs your attention.} other {# answers need your attention.}}',
    description: 'Error summary above the form when answers are missing or not valid',
  },
  yourAnswers: { id: 'questionnaires.page.yourAnswers', defaultMessage: 'Your answers', description: 'Heading of the answers of a questionnaire shown read-only' },
});

export const formMessages = defineMessages<FormValues>({
  yes: { id: 'questionnaires.form.yes', defaultMessage: 'Yes', description: 'Answer yes to a yes/no question' },
  no: { id: 'questionnaires.form.no', defaultMessage: 'No', description: 'Answer no to a yes/no question' },
  scaleEnds: {
    id: 'questionnaires.form.scaleEnds',
    defaultMessage: '{min} = {minLabel}, {max} = {maxLabel}',
    description: 'What the ends of a scale question mean, e.g. 0 = No pain, 10 = Worst possible',
  },
  scaleRange: { id: 'questionnaires.form.scaleRange', defaultMessage: 'Choose a number from {min} to {max}.', description: 'Help of a scale question without end labels' },
  errorRequired: { id: 'questionnaires.form.errorRequired', defaultMessage: 'Please answer this question.', description: 'Error of a required question left unanswered' },
  errorInvalid: { id: 'questionnaires.form.errorInvalid', defaultMessage: 'Please check this answer.', description: 'Error of an answer that is not valid for its question' },
  errorTooLong: { id: 'questionnaires.form.errorTooLong', defaultMessage: 'Please shorten your answer to at most {max} characters.', description: 'Error of a text answer that is too long' },
  counterOver: { id: 'questionnaires.form.counterOver', defaultMessage: 'At most {max} characters.', description: 'Error while a text answer is longer than allowed' },
  notAnswered: { id: 'questionnaires.form.notAnswered', defaultMessage: 'Not answered', description: 'Shown read-only for an optional question the patient left unanswered' },
  scaleAnswer: { id: 'questionnaires.form.scaleAnswer', defaultMessage: '{value} / {max}', description: 'A scale answer shown read-only, e.g. 4 / 10' },
});
