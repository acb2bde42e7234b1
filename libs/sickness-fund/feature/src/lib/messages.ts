import { defineMessages } from 'react-intl';

export const sicknessFundMessages = defineMessages({
  tabsLabel: {
    id: 'sicknessFund.tabs.label',
    defaultMessage: 'Sickness fund information',
    description: 'Accessible name of the tab list on the sickness fund page',
  },
  overviewTab: {
    id: 'sicknessFund.tabs.overview',
    defaultMessage: 'Overview',
    description: 'Sickness fund page: tab with the general description of the fund',
  },
  compensationTab: {
    id: 'sicknessFund.tabs.compensation',
    defaultMessage: 'Compensation practices',
    description: "Sickness fund page: tab with the member's own shares and the fund's limits per service",
  },
  instructionsTab: {
    id: 'sicknessFund.tabs.instructions',
    defaultMessage: 'Instructions',
    description: 'Sickness fund page: tab with instructions for booking and contacting customer service',
  },
  faqTab: {
    id: 'sicknessFund.tabs.faq',
    defaultMessage: 'FAQ',
    description: 'Sickness fund page: tab with frequently asked questions',
  },
  finnishOnly: {
    id: 'sicknessFund.finnishOnly',
    defaultMessage: "The sickness fund's information is available in Finnish only.",
    description: 'Notice above the sickness fund content when the page is viewed in Swedish or English',
  },
  notMemberTitle: {
    id: 'sicknessFund.notMember.title',
    defaultMessage: 'This page is for sickness fund members',
    description: 'Heading shown on the sickness fund page to a signed-in person who is not a member of the fund',
  },
  notMemberText: {
    id: 'sicknessFund.notMember.text',
    defaultMessage:
      "The sickness fund's compensation practices and instructions are shown to members of the fund only. If you think you are a member, ask your employer's HR department.",
    description: 'Explanation on the sickness fund page for a person who is not a member of the fund',
  },
  toFrontPage: {
    id: 'sicknessFund.notMember.toFrontPage',
    defaultMessage: 'Go to the front page',
    description: 'Link from the sickness fund page (for non-members) to the front page',
  },
});
