import type { messages, messagingThreads, professionalUsers, questionnaireInvitations, threadAssignments } from '@portal/shared/db';

/**
 * What the resolvers hand each other (the codegen mappers): database rows, with what a parent
 * decided for its children.
 */
export type Thread = typeof messagingThreads.$inferSelect & {
  /** The thread list shows each thread's latest message only. */
  latestMessageOnly: boolean;
  /** The pagination given with messagingThreadForCustomer, for its messages. */
  messagePagination: PaginationInput | null;
};

export interface PaginationInput {
  limit?: number | null;
  offset?: number | null;
}

export interface ThreadPage {
  totalCount: number;
  paginatedThreads: Thread[];
}

export type Message = typeof messages.$inferSelect;

export interface MessagePage {
  totalCount: number;
  paginatedMessages: Message[];
}

export type ProfessionalUser = typeof professionalUsers.$inferSelect & { __typename: 'ProfessionalUser' };

export interface CustomerUser {
  __typename: 'CustomerUser';
  id: number;
  firstName: string;
  lastName: string;
  title: null;
  /** Null unless the user is the session's own person or the customer they act for. */
  emailAddress: string | null;
  customerSsn: string | null;
  organizations: { departmentName: string | null; customerOrganization: { name: string; companyCode: string } }[];
  periodicInspectionClinic: null;
}

/** No HR users take part in customer threads yet; the type is the spec's. */
export interface HrUser {
  __typename: 'HrUser';
  id: number;
  firstName: string;
  lastName: string;
  title: string | null;
  emailAddress: string | null;
  companyName: string | null;
}

export type ThreadAssignment = typeof threadAssignments.$inferSelect;

export type QuestionnaireInvitation = typeof questionnaireInvitations.$inferSelect;
