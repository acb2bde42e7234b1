/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AnswerQuestionnaire($questionnaireInvitationId: ID!, $answers: String!) {\n  answerQuestionnaire(\n    questionnaireInvitationId: $questionnaireInvitationId\n    answers: $answers\n  ) {\n    id\n    answeredAt\n  }\n}": typeof types.AnswerQuestionnaireDocument,
    "query AttachmentDownloadUrl($id: ID!) {\n  attachmentDownloadUrl(id: $id)\n}": typeof types.AttachmentDownloadUrlDocument,
    "query CareTeam {\n  careTeam {\n    id\n    firstName\n    lastName\n    title\n  }\n}": typeof types.CareTeamDocument,
    "mutation CreateAttachmentUpload($fileName: String!, $contentType: String!, $size: Int!) {\n  createAttachmentUpload(\n    fileName: $fileName\n    contentType: $contentType\n    size: $size\n  ) {\n    key\n    url\n  }\n}": typeof types.CreateAttachmentUploadDocument,
    "query CustomerMessagingPageState {\n  customerMessagingPageState {\n    status\n    customerMessagingUserId\n    customerMessagingInfo {\n      active\n      heading\n      description\n      announcementType\n    }\n  }\n}": typeof types.CustomerMessagingPageStateDocument,
    "fragment MessagingUserFields on MessagingUser {\n  __typename\n  id\n  firstName\n  lastName\n  title\n}\n\nfragment MessageFields on Message {\n  id\n  created\n  content\n  author {\n    ...MessagingUserFields\n  }\n  attachments {\n    id\n    fileName\n    contentType\n  }\n  questionnaireInvitations {\n    id\n    answeredAt\n    questionnaireForm {\n      id\n      questionnaireTitle\n    }\n  }\n  deleted\n  deletedAt\n  deletedReason\n}": typeof types.MessagingUserFieldsFragmentDoc,
    "mutation MarkAsRead($threadId: ID!) {\n  markAsRead(threadId: $threadId) {\n    id\n    isRead\n  }\n}": typeof types.MarkAsReadDocument,
    "query MessagingThreadForCustomer($id: ID!, $pagination: Pagination) {\n  messagingThreadForCustomer(id: $id, pagination: $pagination) {\n    id\n    title\n    isActive\n    created\n    threadType\n    isRead\n    participants {\n      ...MessagingUserFields\n    }\n    assignments(currentOnly: true) {\n      assignedAt\n      assignee {\n        ...MessagingUserFields\n        absences {\n          absenceeUserId\n          substituteUserIds\n          startDate\n          endDate\n        }\n      }\n    }\n    professionalsWithAccess {\n      ...MessagingUserFields\n    }\n    readStatus {\n      readAt\n      readBy {\n        __typename\n        id\n      }\n    }\n    messages(pagination: $pagination) {\n      totalCount\n      paginatedMessages {\n        ...MessageFields\n      }\n    }\n  }\n}": typeof types.MessagingThreadForCustomerDocument,
    "query MessagingThreads($pagination: Pagination) {\n  messagingThreads(pagination: $pagination) {\n    totalCount\n    paginatedThreads {\n      id\n      title\n      isActive\n      created\n      isRead\n      messages {\n        totalCount\n        paginatedMessages {\n          ...MessageFields\n        }\n      }\n    }\n  }\n}": typeof types.MessagingThreadsDocument,
    "mutation SendMessageInNewThread($input: NewThreadInput!) {\n  sendMessageInNewThread(input: $input)\n}": typeof types.SendMessageInNewThreadDocument,
    "mutation SendMessage($threadId: ID!, $message: MessageInput!) {\n  sendMessage(threadId: $threadId, message: $message) {\n    ...MessageFields\n  }\n}": typeof types.SendMessageDocument,
};
const documents: Documents = {
    "mutation AnswerQuestionnaire($questionnaireInvitationId: ID!, $answers: String!) {\n  answerQuestionnaire(\n    questionnaireInvitationId: $questionnaireInvitationId\n    answers: $answers\n  ) {\n    id\n    answeredAt\n  }\n}": types.AnswerQuestionnaireDocument,
    "query AttachmentDownloadUrl($id: ID!) {\n  attachmentDownloadUrl(id: $id)\n}": types.AttachmentDownloadUrlDocument,
    "query CareTeam {\n  careTeam {\n    id\n    firstName\n    lastName\n    title\n  }\n}": types.CareTeamDocument,
    "mutation CreateAttachmentUpload($fileName: String!, $contentType: String!, $size: Int!) {\n  createAttachmentUpload(\n    fileName: $fileName\n    contentType: $contentType\n    size: $size\n  ) {\n    key\n    url\n  }\n}": types.CreateAttachmentUploadDocument,
    "query CustomerMessagingPageState {\n  customerMessagingPageState {\n    status\n    customerMessagingUserId\n    customerMessagingInfo {\n      active\n      heading\n      description\n      announcementType\n    }\n  }\n}": types.CustomerMessagingPageStateDocument,
    "fragment MessagingUserFields on MessagingUser {\n  __typename\n  id\n  firstName\n  lastName\n  title\n}\n\nfragment MessageFields on Message {\n  id\n  created\n  content\n  author {\n    ...MessagingUserFields\n  }\n  attachments {\n    id\n    fileName\n    contentType\n  }\n  questionnaireInvitations {\n    id\n    answeredAt\n    questionnaireForm {\n      id\n      questionnaireTitle\n    }\n  }\n  deleted\n  deletedAt\n  deletedReason\n}": types.MessagingUserFieldsFragmentDoc,
    "mutation MarkAsRead($threadId: ID!) {\n  markAsRead(threadId: $threadId) {\n    id\n    isRead\n  }\n}": types.MarkAsReadDocument,
    "query MessagingThreadForCustomer($id: ID!, $pagination: Pagination) {\n  messagingThreadForCustomer(id: $id, pagination: $pagination) {\n    id\n    title\n    isActive\n    created\n    threadType\n    isRead\n    participants {\n      ...MessagingUserFields\n    }\n    assignments(currentOnly: true) {\n      assignedAt\n      assignee {\n        ...MessagingUserFields\n        absences {\n          absenceeUserId\n          substituteUserIds\n          startDate\n          endDate\n        }\n      }\n    }\n    professionalsWithAccess {\n      ...MessagingUserFields\n    }\n    readStatus {\n      readAt\n      readBy {\n        __typename\n        id\n      }\n    }\n    messages(pagination: $pagination) {\n      totalCount\n      paginatedMessages {\n        ...MessageFields\n      }\n    }\n  }\n}": types.MessagingThreadForCustomerDocument,
    "query MessagingThreads($pagination: Pagination) {\n  messagingThreads(pagination: $pagination) {\n    totalCount\n    paginatedThreads {\n      id\n      title\n      isActive\n      created\n      isRead\n      messages {\n        totalCount\n        paginatedMessages {\n          ...MessageFields\n        }\n      }\n    }\n  }\n}": types.MessagingThreadsDocument,
    "mutation SendMessageInNewThread($input: NewThreadInput!) {\n  sendMessageInNewThread(input: $input)\n}": types.SendMessageInNewThreadDocument,
    "mutation SendMessage($threadId: ID!, $message: MessageInput!) {\n  sendMessage(threadId: $threadId, message: $message) {\n    ...MessageFields\n  }\n}": types.SendMessageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerQuestionnaire($questionnaireInvitationId: ID!, $answers: String!) {\n  answerQuestionnaire(\n    questionnaireInvitationId: $questionnaireInvitationId\n    answers: $answers\n  ) {\n    id\n    answeredAt\n  }\n}"): (typeof documents)["mutation AnswerQuestionnaire($questionnaireInvitationId: ID!, $answers: String!) {\n  answerQuestionnaire(\n    questionnaireInvitationId: $questionnaireInvitationId\n    answers: $answers\n  ) {\n    id\n    answeredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AttachmentDownloadUrl($id: ID!) {\n  attachmentDownloadUrl(id: $id)\n}"): (typeof documents)["query AttachmentDownloadUrl($id: ID!) {\n  attachmentDownloadUrl(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CareTeam {\n  careTeam {\n    id\n    firstName\n    lastName\n    title\n  }\n}"): (typeof documents)["query CareTeam {\n  careTeam {\n    id\n    firstName\n    lastName\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAttachmentUpload($fileName: String!, $contentType: String!, $size: Int!) {\n  createAttachmentUpload(\n    fileName: $fileName\n    contentType: $contentType\n    size: $size\n  ) {\n    key\n    url\n  }\n}"): (typeof documents)["mutation CreateAttachmentUpload($fileName: String!, $contentType: String!, $size: Int!) {\n  createAttachmentUpload(\n    fileName: $fileName\n    contentType: $contentType\n    size: $size\n  ) {\n    key\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerMessagingPageState {\n  customerMessagingPageState {\n    status\n    customerMessagingUserId\n    customerMessagingInfo {\n      active\n      heading\n      description\n      announcementType\n    }\n  }\n}"): (typeof documents)["query CustomerMessagingPageState {\n  customerMessagingPageState {\n    status\n    customerMessagingUserId\n    customerMessagingInfo {\n      active\n      heading\n      description\n      announcementType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MessagingUserFields on MessagingUser {\n  __typename\n  id\n  firstName\n  lastName\n  title\n}\n\nfragment MessageFields on Message {\n  id\n  created\n  content\n  author {\n    ...MessagingUserFields\n  }\n  attachments {\n    id\n    fileName\n    contentType\n  }\n  questionnaireInvitations {\n    id\n    answeredAt\n    questionnaireForm {\n      id\n      questionnaireTitle\n    }\n  }\n  deleted\n  deletedAt\n  deletedReason\n}"): (typeof documents)["fragment MessagingUserFields on MessagingUser {\n  __typename\n  id\n  firstName\n  lastName\n  title\n}\n\nfragment MessageFields on Message {\n  id\n  created\n  content\n  author {\n    ...MessagingUserFields\n  }\n  attachments {\n    id\n    fileName\n    contentType\n  }\n  questionnaireInvitations {\n    id\n    answeredAt\n    questionnaireForm {\n      id\n      questionnaireTitle\n    }\n  }\n  deleted\n  deletedAt\n  deletedReason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAsRead($threadId: ID!) {\n  markAsRead(threadId: $threadId) {\n    id\n    isRead\n  }\n}"): (typeof documents)["mutation MarkAsRead($threadId: ID!) {\n  markAsRead(threadId: $threadId) {\n    id\n    isRead\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagingThreadForCustomer($id: ID!, $pagination: Pagination) {\n  messagingThreadForCustomer(id: $id, pagination: $pagination) {\n    id\n    title\n    isActive\n    created\n    threadType\n    isRead\n    participants {\n      ...MessagingUserFields\n    }\n    assignments(currentOnly: true) {\n      assignedAt\n      assignee {\n        ...MessagingUserFields\n        absences {\n          absenceeUserId\n          substituteUserIds\n          startDate\n          endDate\n        }\n      }\n    }\n    professionalsWithAccess {\n      ...MessagingUserFields\n    }\n    readStatus {\n      readAt\n      readBy {\n        __typename\n        id\n      }\n    }\n    messages(pagination: $pagination) {\n      totalCount\n      paginatedMessages {\n        ...MessageFields\n      }\n    }\n  }\n}"): (typeof documents)["query MessagingThreadForCustomer($id: ID!, $pagination: Pagination) {\n  messagingThreadForCustomer(id: $id, pagination: $pagination) {\n    id\n    title\n    isActive\n    created\n    threadType\n    isRead\n    participants {\n      ...MessagingUserFields\n    }\n    assignments(currentOnly: true) {\n      assignedAt\n      assignee {\n        ...MessagingUserFields\n        absences {\n          absenceeUserId\n          substituteUserIds\n          startDate\n          endDate\n        }\n      }\n    }\n    professionalsWithAccess {\n      ...MessagingUserFields\n    }\n    readStatus {\n      readAt\n      readBy {\n        __typename\n        id\n      }\n    }\n    messages(pagination: $pagination) {\n      totalCount\n      paginatedMessages {\n        ...MessageFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagingThreads($pagination: Pagination) {\n  messagingThreads(pagination: $pagination) {\n    totalCount\n    paginatedThreads {\n      id\n      title\n      isActive\n      created\n      isRead\n      messages {\n        totalCount\n        paginatedMessages {\n          ...MessageFields\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query MessagingThreads($pagination: Pagination) {\n  messagingThreads(pagination: $pagination) {\n    totalCount\n    paginatedThreads {\n      id\n      title\n      isActive\n      created\n      isRead\n      messages {\n        totalCount\n        paginatedMessages {\n          ...MessageFields\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMessageInNewThread($input: NewThreadInput!) {\n  sendMessageInNewThread(input: $input)\n}"): (typeof documents)["mutation SendMessageInNewThread($input: NewThreadInput!) {\n  sendMessageInNewThread(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMessage($threadId: ID!, $message: MessageInput!) {\n  sendMessage(threadId: $threadId, message: $message) {\n    ...MessageFields\n  }\n}"): (typeof documents)["mutation SendMessage($threadId: ID!, $message: MessageInput!) {\n  sendMessage(threadId: $threadId, message: $message) {\n    ...MessageFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;