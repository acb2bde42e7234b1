import { createMessagingClient } from '@portal/shared/data-access/apollo';
import type { Handler } from '@portal/shared/data-access/testing';
import { aBrand, aSignedInSession, jsonResponse, mockApi, renderWithProviders } from '@portal/shared/data-access/testing';
import type { FeatureFlag } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { PageState } from '../lib/api/page-state';
import type { Thread, ThreadMessage } from '../lib/api/thread';
import type { ThreadSummary } from '../lib/api/threads';
import { MessagingClientProvider } from '../lib/api/messaging-client';

export const CUSTOMER_ID = '7';

export const doctor = { __typename: 'ProfessionalUser' as const, id: '1', firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri' };
export const nurse = { __typename: 'ProfessionalUser' as const, id: '2', firstName: 'Hanna', lastName: 'Hoitaja', title: 'Sairaanhoitaja' };
export const customer = { __typename: 'CustomerUser' as const, id: CUSTOMER_ID, firstName: 'Laura', lastName: 'Mäkinen', title: null };

export function aPageState(overrides: Partial<PageState> = {}): PageState {
  return { status: 'OK', customerMessagingUserId: CUSTOMER_ID, customerMessagingInfo: null, ...overrides };
}

export function aMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: '100',
    created: '2026-11-24T08:00:00.000Z',
    content: 'Hei, tulokset ovat valmiit.',
    author: doctor,
    attachments: [],
    questionnaireInvitations: [],
    deleted: false,
    deletedAt: null,
    deletedReason: null,
    ...overrides,
  };
}

export function aThreadSummary(overrides: Partial<ThreadSummary> = {}, latest: ThreadMessage | null = aMessage()): ThreadSummary {
  return {
    id: '10',
    title: 'Laboratoriotulokset',
    isActive: true,
    created: '2026-11-20T08:00:00.000Z',
    isRead: true,
    messages: { totalCount: latest ? 1 : 0, paginatedMessages: latest ? [latest] : [] },
    ...overrides,
  };
}

export function aThread(overrides: Partial<Thread> = {}, messages: ThreadMessage[] = [aMessage()]): Thread {
  return {
    id: '10',
    title: 'Laboratoriotulokset',
    isActive: true,
    created: '2026-11-20T08:00:00.000Z',
    threadType: 'customer',
    isRead: true,
    participants: [customer, doctor],
    assignments: [{ assignedAt: '2026-11-20T08:00:00.000Z', assignee: { ...doctor, absences: [] } }],
    professionalsWithAccess: [doctor, nurse],
    readStatus: [],
    messages: { totalCount: messages.length, paginatedMessages: messages },
    ...overrides,
  };
}

/** What an operation answers: its data, or a Response of one's own (errors, failures). */
export type OperationHandler = (variables: Record<string, unknown>) => unknown;

export const graphqlErrors = (code: string) => jsonResponse({ data: null, errors: [{ message: code, extensions: { code } }] });

export interface RenderMessagingOptions {
  /** By operation name: what it answers. An operation not given fails the test. */
  operations: Record<string, OperationHandler>;
  route: string;
  path: string;
  lang?: Lang;
  features?: FeatureFlag[];
  /** Other REST handlers (none by default). */
  handlers?: Record<string, Handler>;
}

/**
 * A messaging page for a signed-in patient of the general brand, its GraphQL calls answered by
 * operation name (read `operationCalls`), the toasts recorded (`addToast`), any other route shows
 * 'Another page'. File inputs take any file, as a browser's do when "All files" is chosen.
 */
export function renderMessagingPage(page: ReactElement, { operations, route, path, lang = 'en', features = ['customer-messaging-enabled', 'customer-messaging-allowed'], handlers = {} }: RenderMessagingOptions) {
  const operationCalls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const api = mockApi({
    ...handlers,
    'POST /api/customer-messaging': async ({ body }) => {
      const { operationName, variables = {} } = body as { operationName: string; variables?: Record<string, unknown> };
      operationCalls.push({ operationName, variables });
      const handler = operations[operationName];
      if (!handler) throw new Error(`Unexpected operation ${operationName}`);
      const answer = await handler(variables);
      return answer instanceof Response ? answer : jsonResponse({ data: answer });
    },
  });
  const client = createMessagingClient({ getCsrfToken: () => 'test-csrf-token-0123456789abcdef', fetch: api.fetch });
  const toasts = createToastQueue();
  const addToast = jest.spyOn(toasts, 'add');
  const reporter = { report: jest.fn() };
  const result = renderWithProviders(
    <ToastProvider queue={toasts}>
      <MessagingClientProvider client={client}>
        {page}
      </MessagingClientProvider>
    </ToastProvider>,
    {
      lang,
      route,
      path,
      routes: [{ path: '*', element: <p>Another page</p> }],
      fetch: api.fetch,
      session: aSignedInSession({ lang, features }),
      brand: aBrand('general'),
      reporter,
    },
  );
  return { ...result, operationCalls, calls: api.calls, addToast, reporter, user: userEvent.setup({ delay: null, applyAccept: false }) };
}
