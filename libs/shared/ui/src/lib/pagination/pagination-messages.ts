import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** The placeholders of each message (react-intl checks the values given to formatMessage). */
type Values = {
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: number; pageCount: number };
};

export const paginationMessages = defineMessages<Values>({
  previous: { id: 'sectionUi.pagination.previous', defaultMessage: 'Previous page', description: 'Link to the previous page of a list' },
  next: { id: 'sectionUi.pagination.next', defaultMessage: 'Next page', description: 'Link to the next page of a list' },
  pageOf: {
    id: 'sectionUi.pagination.pageOf',
    defaultMessage: 'Page {page} of {pageCount}',
    description: 'Which page of a list is shown, e.g. Page 2 of 3',
  },
});
