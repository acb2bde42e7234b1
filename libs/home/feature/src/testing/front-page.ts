import type { FrontPage, TimelineItem } from '@portal/shared/contracts';

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
    ...overrides,
  };
}
