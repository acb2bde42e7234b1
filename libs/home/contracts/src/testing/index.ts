import type { FrontPage, TimelineItem } from '../index';

/**
 * The front page's test data, one copy for every layer: the home feature's tests build the
 * answer of `GET /api/front-page` with these, and the compiled check's test starts from them.
 */

let sequence = 0;

/** A front page item dated now; override what the test is about. */
export function aTimelineItem(overrides: Partial<TimelineItem> = {}): TimelineItem {
  sequence += 1;
  return {
    id: `item-${sequence}`,
    title: `Item ${sequence}`,
    subtitle: null,
    date: new Date().toISOString(),
    validUntilDate: null,
    linkUrl: null,
    avatar: null,
    highlighted: false,
    styles: 'default',
    ...overrides,
  };
}

/** `GET /api/front-page` with every section empty and no questionnaires. */
export function aFrontPage(overrides: Partial<FrontPage> = {}): FrontPage {
  return {
    customer: { firstName: 'Maija' },
    conversationSummaries: [],
    appointmentSummaries: [],
    visitSummaries: [],
    prescriptions: [],
    canRenewPrescriptions: false,
    labResultSummaries: [],
    questionnaireSummaries: null,
    imagingSummaries: [],
    visitFeesToPay: 0,
    ...overrides,
  };
}
