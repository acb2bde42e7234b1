import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Thread as ThreadModel, ThreadPage as ThreadPageModel, Message as MessageModel, MessagePage as MessagePageModel, ProfessionalUser as ProfessionalUserModel, CustomerUser as CustomerUserModel, HrUser as HrUserModel, ThreadAssignment as ThreadAssignmentModel, QuestionnaireInvitation as QuestionnaireInvitationModel } from '../lib/models';
import type { MessagingContext } from '../lib/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO 8601 string in UTC, such as 2026-11-23T10:00:00.000Z. */
  DateTime: { input: string; output: Date; }
};

export type AnnouncementType =
  | 'DANGER'
  | 'INFO'
  | 'WARNING';

export type Attachment = {
  __typename?: 'Attachment';
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AttachmentInput = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

export type AttachmentUpload = {
  __typename?: 'AttachmentUpload';
  /** Refer to the upload with this key when sending the message. */
  key: Scalars['String']['output'];
  /** PUT the file's bytes here with the same Content-Type (and the x-amz-meta-* headers the URL names) within 10 minutes. */
  url: Scalars['String']['output'];
};

export type Clinic = {
  __typename?: 'Clinic';
  name: Scalars['String']['output'];
};

export type CompanyInfo = {
  __typename?: 'CompanyInfo';
  companyCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The announcement box of the conversation pages, set by the operators. */
export type CustomerMessagingInfo = {
  __typename?: 'CustomerMessagingInfo';
  active: Scalars['Boolean']['output'];
  announcementType: AnnouncementType;
  /** Markdown; the portal renders it without raw HTML. */
  description: Scalars['String']['output'];
  heading: Scalars['String']['output'];
};

/** What the conversation pages show before anything else (booking doc section 3, page state). */
export type CustomerMessagingPageState = {
  __typename?: 'CustomerMessagingPageState';
  /** Null when no announcement is set. */
  customerMessagingInfo?: Maybe<CustomerMessagingInfo>;
  /** The customer's id when they may use messaging (they have a patient record); null otherwise. */
  customerMessagingUserId?: Maybe<Scalars['ID']['output']>;
  status: CustomerMessagingStatus;
};

export type CustomerMessagingStatus =
  /** The conversation pages say messaging is offline (MESSAGING_MAINTENANCE). */
  | 'MAINTENANCE_MODE'
  | 'OK';

export type CustomerOrganization = {
  __typename?: 'CustomerOrganization';
  customerOrganization: CompanyInfo;
  departmentName?: Maybe<Scalars['String']['output']>;
};

export type CustomerUser = MessagingUser & {
  __typename?: 'CustomerUser';
  /** Only for the session's own person and the customer they act for; null for anyone else. */
  customerSsn?: Maybe<Scalars['String']['output']>;
  /** Only for the session's own person and the customer they act for; null for anyone else. */
  emailAddress?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  organizations: Array<CustomerOrganization>;
  periodicInspectionClinic?: Maybe<Clinic>;
  title?: Maybe<Scalars['String']['output']>;
};

export type HrUser = MessagingUser & {
  __typename?: 'HrUser';
  companyName?: Maybe<Scalars['String']['output']>;
  emailAddress?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type Message = {
  __typename?: 'Message';
  /** Empty when the message is deleted. */
  attachments: Array<Attachment>;
  /** Null when the author's account no longer exists. */
  author?: Maybe<MessagingUser>;
  /** Null when the message is deleted: a deleted message's content is never sent. */
  content?: Maybe<Scalars['String']['output']>;
  created: Scalars['DateTime']['output'];
  deleted: Scalars['Boolean']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  deletedBy?: Maybe<ProfessionalUser>;
  deletedReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Empty when the message is deleted. */
  questionnaireInvitations: Array<QuestionnaireInvitation>;
};

export type MessageInput = {
  attachments?: InputMaybe<Array<AttachmentInput>>;
  content: Scalars['String']['input'];
  /** Sent by the care team only; a customer's message must leave it empty. */
  questionnaireInvitations?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MessagePage = {
  __typename?: 'MessagePage';
  /** Oldest first in a conversation; in the thread list only the latest message. */
  paginatedMessages: Array<Message>;
  totalCount: Scalars['Int']['output'];
};

export type MessagingThread = {
  __typename?: 'MessagingThread';
  assignments: Array<ThreadAssignment>;
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /**
   * The read rule, computed for the session's customer: read when their read time is at or after the
   * latest of the last message, their own current assignment and the care team's latest change to
   * the conversation (a deleted message). A thread without messages is read.
   */
  isRead: Scalars['Boolean']['output'];
  messages: MessagePage;
  /** The customer and the professionals taking part. */
  participants: Array<MessagingUser>;
  professionalsWithAccess: Array<ProfessionalUser>;
  readStatus: Array<ReadStatus>;
  threadType: ThreadType;
  title: Scalars['String']['output'];
};


export type MessagingThreadAssignmentsArgs = {
  currentOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MessagingThreadMessagesArgs = {
  pagination?: InputMaybe<Pagination>;
};

/** Who takes part in conversations: a care-team member, a customer or an employer's HR person. */
export type MessagingUser = {
  emailAddress?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Answers as a JSON object in a string; an invitation is answered once. */
  answerQuestionnaire: QuestionnaireInvitation;
  /** A signed upload address for one attachment (spec section 5's file types; at most 9437184 bytes a message). */
  createAttachmentUpload: AttachmentUpload;
  markAsRead: MessagingThread;
  sendMessage: Message;
  /** Paths of the new threads in the session's language, such as /fi/viestit/123. */
  sendMessageInNewThread: Array<Scalars['String']['output']>;
};


export type MutationAnswerQuestionnaireArgs = {
  answers: Scalars['String']['input'];
  questionnaireInvitationId: Scalars['ID']['input'];
};


export type MutationCreateAttachmentUploadArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Int']['input'];
};


export type MutationMarkAsReadArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  message: MessageInput;
  threadId: Scalars['ID']['input'];
};


export type MutationSendMessageInNewThreadArgs = {
  input: NewThreadInput;
};

export type NewThreadInput = {
  firstMessage: MessageInput;
  /** Professional user ids of the customer's careTeam or of customer service; empty sends the thread to customer service. Any other id is refused (BAD_USER_INPUT). */
  participantIds: Array<Scalars['ID']['input']>;
  separateThreadPerParticipant?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 70 characters, not blank. */
  title: Scalars['String']['input'];
  type?: ThreadType;
};

/** Thread and message pages. The spec's default limit is 9999, which is also the largest allowed. */
export type Pagination = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ProfessionalAbsence = {
  __typename?: 'ProfessionalAbsence';
  absenceeUserId: Scalars['ID']['output'];
  /** A Helsinki day, YYYY-MM-DD: the absence covers the whole of it. */
  endDate: Scalars['String']['output'];
  /** The care team's own note: never sent to customers (always null here). */
  internalMessage?: Maybe<Scalars['String']['output']>;
  /** A Helsinki day, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  substituteUserIds: Array<Scalars['ID']['output']>;
};

/** A customer sees a professional's name and title only. */
export type ProfessionalUser = MessagingUser & {
  __typename?: 'ProfessionalUser';
  /** Only for a thread's assignee: the absence that covers today (a Helsinki day), for the notice that the assignee is away. Empty anywhere else. */
  absences: Array<ProfessionalAbsence>;
  /** Always empty for a customer. */
  dhUserNames: Array<Scalars['String']['output']>;
  /** Always null for a customer. */
  emailAddress?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** A short-lived (5 minutes) address of an attachment of the customer's threads, for a new tab. */
  attachmentDownloadUrl: Scalars['String']['output'];
  /**
   * Whom the customer may write to besides customer service: the professionals who answer messages
   * and whom the customer has met by a visit in the last 12 months or is booked with. Name and title
   * only, by last name.
   */
  careTeam: Array<ProfessionalUser>;
  customerMessagingPageState: CustomerMessagingPageState;
  /** One of the customer's threads; NOT_FOUND for anyone else's. */
  messagingThreadForCustomer: MessagingThread;
  /** The customer's threads, newest activity first, each with its latest message only. */
  messagingThreads: ThreadPage;
};


export type QueryAttachmentDownloadUrlArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessagingThreadForCustomerArgs = {
  id: Scalars['ID']['input'];
  pagination?: InputMaybe<Pagination>;
};


export type QueryMessagingThreadsArgs = {
  pagination?: InputMaybe<Pagination>;
};

export type QuestionnaireForm = {
  __typename?: 'QuestionnaireForm';
  id: Scalars['ID']['output'];
  /** In the session's language. */
  questionnaireTitle: Scalars['String']['output'];
};

export type QuestionnaireInvitation = {
  __typename?: 'QuestionnaireInvitation';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  questionnaireForm: QuestionnaireForm;
};

export type ReadStatus = {
  __typename?: 'ReadStatus';
  readAt: Scalars['DateTime']['output'];
  readBy: MessagingUser;
};

export type ThreadAssignment = {
  __typename?: 'ThreadAssignment';
  assignedAt: Scalars['DateTime']['output'];
  assignee: ProfessionalUser;
  /** Null while the assignment is current. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type ThreadPage = {
  __typename?: 'ThreadPage';
  /** Newest activity first, each thread with its latest message only. */
  paginatedThreads: Array<MessagingThread>;
  totalCount: Scalars['Int']['output'];
};

export type ThreadType =
  | 'customer'
  | 'hr'
  | 'supervisor';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  MessagingUser:
    | ( CustomerUserModel )
    | ( HrUserModel )
    | ( ProfessionalUserModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnnouncementType: AnnouncementType;
  Attachment: ResolverTypeWrapper<Attachment>;
  AttachmentInput: AttachmentInput;
  AttachmentUpload: ResolverTypeWrapper<AttachmentUpload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Clinic: ResolverTypeWrapper<Clinic>;
  CompanyInfo: ResolverTypeWrapper<CompanyInfo>;
  CustomerMessagingInfo: ResolverTypeWrapper<CustomerMessagingInfo>;
  CustomerMessagingPageState: ResolverTypeWrapper<CustomerMessagingPageState>;
  CustomerMessagingStatus: CustomerMessagingStatus;
  CustomerOrganization: ResolverTypeWrapper<CustomerOrganization>;
  CustomerUser: ResolverTypeWrapper<CustomerUserModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  HrUser: ResolverTypeWrapper<HrUserModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Message: ResolverTypeWrapper<MessageModel>;
  MessageInput: MessageInput;
  MessagePage: ResolverTypeWrapper<MessagePageModel>;
  MessagingThread: ResolverTypeWrapper<ThreadModel>;
  MessagingUser: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MessagingUser']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewThreadInput: NewThreadInput;
  Pagination: Pagination;
  ProfessionalAbsence: ResolverTypeWrapper<ProfessionalAbsence>;
  ProfessionalUser: ResolverTypeWrapper<ProfessionalUserModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionnaireForm: ResolverTypeWrapper<QuestionnaireForm>;
  QuestionnaireInvitation: ResolverTypeWrapper<QuestionnaireInvitationModel>;
  ReadStatus: ResolverTypeWrapper<Omit<ReadStatus, 'readBy'> & { readBy: ResolversTypes['MessagingUser'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ThreadAssignment: ResolverTypeWrapper<ThreadAssignmentModel>;
  ThreadPage: ResolverTypeWrapper<ThreadPageModel>;
  ThreadType: ThreadType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Attachment: Attachment;
  AttachmentInput: AttachmentInput;
  AttachmentUpload: AttachmentUpload;
  Boolean: Scalars['Boolean']['output'];
  Clinic: Clinic;
  CompanyInfo: CompanyInfo;
  CustomerMessagingInfo: CustomerMessagingInfo;
  CustomerMessagingPageState: CustomerMessagingPageState;
  CustomerOrganization: CustomerOrganization;
  CustomerUser: CustomerUserModel;
  DateTime: Scalars['DateTime']['output'];
  HrUser: HrUserModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Message: MessageModel;
  MessageInput: MessageInput;
  MessagePage: MessagePageModel;
  MessagingThread: ThreadModel;
  MessagingUser: ResolversInterfaceTypes<ResolversParentTypes>['MessagingUser'];
  Mutation: Record<PropertyKey, never>;
  NewThreadInput: NewThreadInput;
  Pagination: Pagination;
  ProfessionalAbsence: ProfessionalAbsence;
  ProfessionalUser: ProfessionalUserModel;
  Query: Record<PropertyKey, never>;
  QuestionnaireForm: QuestionnaireForm;
  QuestionnaireInvitation: QuestionnaireInvitationModel;
  ReadStatus: Omit<ReadStatus, 'readBy'> & { readBy: ResolversParentTypes['MessagingUser'] };
  String: Scalars['String']['output'];
  ThreadAssignment: ThreadAssignmentModel;
  ThreadPage: ThreadPageModel;
};

export type AttachmentResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AttachmentUploadResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['AttachmentUpload'] = ResolversParentTypes['AttachmentUpload']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Clinic'] = ResolversParentTypes['Clinic']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyInfoResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['CompanyInfo'] = ResolversParentTypes['CompanyInfo']> = {
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerMessagingInfoResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['CustomerMessagingInfo'] = ResolversParentTypes['CustomerMessagingInfo']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  announcementType?: Resolver<ResolversTypes['AnnouncementType'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerMessagingPageStateResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['CustomerMessagingPageState'] = ResolversParentTypes['CustomerMessagingPageState']> = {
  customerMessagingInfo?: Resolver<Maybe<ResolversTypes['CustomerMessagingInfo']>, ParentType, ContextType>;
  customerMessagingUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerMessagingStatus'], ParentType, ContextType>;
};

export type CustomerOrganizationResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['CustomerOrganization'] = ResolversParentTypes['CustomerOrganization']> = {
  customerOrganization?: Resolver<ResolversTypes['CompanyInfo'], ParentType, ContextType>;
  departmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerUserResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['CustomerUser'] = ResolversParentTypes['CustomerUser']> = {
  customerSsn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['CustomerOrganization']>, ParentType, ContextType>;
  periodicInspectionClinic?: Resolver<Maybe<ResolversTypes['Clinic']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HrUserResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['HrUser'] = ResolversParentTypes['HrUser']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MessageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['ProfessionalUser']>, ParentType, ContextType>;
  deletedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireInvitations?: Resolver<Array<ResolversTypes['QuestionnaireInvitation']>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  paginatedMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagingThreadResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagingThread'] = ResolversParentTypes['MessagingThread']> = {
  assignments?: Resolver<Array<ResolversTypes['ThreadAssignment']>, ParentType, ContextType, RequireFields<MessagingThreadAssignmentsArgs, 'currentOnly'>>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, Partial<MessagingThreadMessagesArgs>>;
  participants?: Resolver<Array<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  professionalsWithAccess?: Resolver<Array<ResolversTypes['ProfessionalUser']>, ParentType, ContextType>;
  readStatus?: Resolver<Array<ResolversTypes['ReadStatus']>, ParentType, ContextType>;
  threadType?: Resolver<ResolversTypes['ThreadType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagingUserResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagingUser'] = ResolversParentTypes['MessagingUser']> = {
  __resolveType: TypeResolveFn<'CustomerUser' | 'HrUser' | 'ProfessionalUser', ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  answerQuestionnaire?: Resolver<ResolversTypes['QuestionnaireInvitation'], ParentType, ContextType, RequireFields<MutationAnswerQuestionnaireArgs, 'answers' | 'questionnaireInvitationId'>>;
  createAttachmentUpload?: Resolver<ResolversTypes['AttachmentUpload'], ParentType, ContextType, RequireFields<MutationCreateAttachmentUploadArgs, 'contentType' | 'fileName' | 'size'>>;
  markAsRead?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<MutationMarkAsReadArgs, 'threadId'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'message' | 'threadId'>>;
  sendMessageInNewThread?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSendMessageInNewThreadArgs, 'input'>>;
};

export type ProfessionalAbsenceResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ProfessionalAbsence'] = ResolversParentTypes['ProfessionalAbsence']> = {
  absenceeUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  substituteUserIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProfessionalUserResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ProfessionalUser'] = ResolversParentTypes['ProfessionalUser']> = {
  absences?: Resolver<Array<ResolversTypes['ProfessionalAbsence']>, ParentType, ContextType>;
  dhUserNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attachmentDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryAttachmentDownloadUrlArgs, 'id'>>;
  careTeam?: Resolver<Array<ResolversTypes['ProfessionalUser']>, ParentType, ContextType>;
  customerMessagingPageState?: Resolver<ResolversTypes['CustomerMessagingPageState'], ParentType, ContextType>;
  messagingThreadForCustomer?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<QueryMessagingThreadForCustomerArgs, 'id'>>;
  messagingThreads?: Resolver<ResolversTypes['ThreadPage'], ParentType, ContextType, Partial<QueryMessagingThreadsArgs>>;
};

export type QuestionnaireFormResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['QuestionnaireForm'] = ResolversParentTypes['QuestionnaireForm']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuestionnaireInvitationResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['QuestionnaireInvitation'] = ResolversParentTypes['QuestionnaireInvitation']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireForm?: Resolver<ResolversTypes['QuestionnaireForm'], ParentType, ContextType>;
};

export type ReadStatusResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ReadStatus'] = ResolversParentTypes['ReadStatus']> = {
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  readBy?: Resolver<ResolversTypes['MessagingUser'], ParentType, ContextType>;
};

export type ThreadAssignmentResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ThreadAssignment'] = ResolversParentTypes['ThreadAssignment']> = {
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  assignee?: Resolver<ResolversTypes['ProfessionalUser'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ThreadPageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ThreadPage'] = ResolversParentTypes['ThreadPage']> = {
  paginatedThreads?: Resolver<Array<ResolversTypes['MessagingThread']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MessagingContext> = {
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentUpload?: AttachmentUploadResolvers<ContextType>;
  Clinic?: ClinicResolvers<ContextType>;
  CompanyInfo?: CompanyInfoResolvers<ContextType>;
  CustomerMessagingInfo?: CustomerMessagingInfoResolvers<ContextType>;
  CustomerMessagingPageState?: CustomerMessagingPageStateResolvers<ContextType>;
  CustomerOrganization?: CustomerOrganizationResolvers<ContextType>;
  CustomerUser?: CustomerUserResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  HrUser?: HrUserResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessagingThread?: MessagingThreadResolvers<ContextType>;
  MessagingUser?: MessagingUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  ProfessionalAbsence?: ProfessionalAbsenceResolvers<ContextType>;
  ProfessionalUser?: ProfessionalUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionnaireForm?: QuestionnaireFormResolvers<ContextType>;
  QuestionnaireInvitation?: QuestionnaireInvitationResolvers<ContextType>;
  ReadStatus?: ReadStatusResolvers<ContextType>;
  ThreadAssignment?: ThreadAssignmentResolvers<ContextType>;
  ThreadPage?: ThreadPageResolvers<ContextType>;
};

