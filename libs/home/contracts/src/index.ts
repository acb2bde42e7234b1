export { FrontPageSchema, TimelineItemSchema, questionnaireStatuses } from './lib/front-page';
export type { FrontPage, TimelineItem } from './lib/front-page';
// The front page's answer, checked on the first page without valibot's code (tools/contracts/compile-checks.mjs).
export { FrontPageCheck } from './lib/compiled-checks';
export { FamilyMemberSchema, FamilySchema } from './lib/family';
export type { Family, FamilyMember } from './lib/family';
