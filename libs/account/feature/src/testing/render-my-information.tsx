import type { MyInformation } from '@portal/account/contracts';
import type { PatientDataConsent, SaveAction } from '@portal/shared/contracts';
import { encodeSaveAction } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aBrand, aSignedInSession, answer, jsonResponse, mockApi, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import userEvent from '@testing-library/user-event';
import { MyInformationPage } from '../lib/pages/my-information-page';
import { aConsent, anInformation } from '@portal/account/contracts/testing';

export interface RenderMyInformationOptions {
  information?: MyInformation;
  consent?: PatientDataConsent;
  /** `METHOD /api/path` → handler, added to (or replacing) the reads. */
  handlers?: Record<string, Handler>;
  saveAction?: SaveAction;
  /** A query of its own instead of the saveAction's. */
  search?: string;
  brand?: 'general' | 'children';
  lang?: Lang;
}

const segments = { en: 'my-information', fi: 'omat-tiedot', sv: 'mina-uppgifter' } as const;

/** The my-information page for a signed-in patient with a fake API; other pages say which they are. */
export function renderMyInformation({
  information = anInformation(),
  consent = aConsent(),
  handlers = {},
  saveAction,
  search,
  brand = 'general',
  lang = 'en',
}: RenderMyInformationOptions = {}) {
  const api = mockApi({
    'GET /api/user': answer(information),
    'GET /api/user/consent': answer(consent),
    'POST /api/user': ({ body }) => jsonResponse({ type: 'success', next: (body as { next?: string }).next ?? null }),
    'POST /api/user/consent': answer({ type: 'success' }),
    // The notification, Kela card and SMS login sections read their own data: no choice made yet,
    // no card yet, SMS login not on.
    'GET /api/user/notifications': answer({ appointments: 'email', messages: 'email', chosen: false }),
    'GET /api/kela-card': answer({ imageUrl: { front: null, back: null } }),
    'GET /api/mfa': answer({ type: 'user-has-no-verified-mfa-device' }),
    ...handlers,
  });
  const path = `/${lang}/${segments[lang]}`;
  const route = search !== undefined ? `${path}${search}` : saveAction ? `${path}?saveAction=${encodeSaveAction(saveAction)}` : path;
  const toasts = createToastQueue();
  const result = renderWithProviders(
    <ToastProvider queue={toasts}>
      <MyInformationPage />
    </ToastProvider>,
    {
      lang,
      route,
      path,
      routes: [{ path: '*', element: <p>Another page</p> }],
      fetch: api.fetch,
      session: aSignedInSession({ lang, features: ['mfa'] }),
      brand: aBrand(brand),
    },
  );
  return { ...result, calls: api.calls, user: userEvent.setup({ delay: null }) };
}
