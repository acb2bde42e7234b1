import type { MfaStatus, SignedInSession } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { createApiClient, mfaStatusCall, prefetch } from '@portal/shared/data-access';
import { aSignedInSession, answer, clearPrefetched, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, DeferredToastRegion, ToastProvider } from '@portal/shared/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { FADE_OUT_MS, SmsOnboardingBox } from './sms-onboarding-box';

const noDevice: MfaStatus = { type: 'user-has-no-verified-mfa-device' };

interface Setup {
  status?: Handler;
  send?: Handler;
  check?: Handler;
  session?: SignedInSession;
  lang?: Lang;
  /** Off where StrictMode's repeated effects would take an answer asked for ahead and drop it. */
  strict?: boolean;
}

function renderBox({
  status = answer(noDevice),
  send = answer({ type: 'code-sent' }),
  check = answer({ data: { type: 'mfa-ok' } }),
  session = aSignedInSession({ features: ['mfa'] }),
  lang = 'en',
  strict = true,
}: Setup = {}) {
  const api = mockApi({
    'GET /api/mfa': status,
    'POST /api/mfa-onboarding': send,
    'PUT /api/mfa-onboarding': check,
    'PUT /api/mfa-onboarding/dismissal': () => new Response(null, { status: 204 }),
  });
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.signal) signals.push(init.signal);
    return api.fetch(input, init);
  };
  const toasts = createToastQueue();
  const add = jest.spyOn(toasts, 'add');
  const box = (
    <ToastProvider queue={toasts}>
      <main tabIndex={-1}>
        <SmsOnboardingBox />
      </main>
      <DeferredToastRegion queue={toasts} />
    </ToastProvider>
  );
  const result = renderWithProviders(
    strict ? <StrictMode>{box}</StrictMode> : box,
    { session: { ...session, lang }, lang, route: `/${lang}`, fetch },
  );
  const user = userEvent.setup();
  return { ...result, api, add, signals, user };
}

const phoneField = () => screen.getByRole('textbox', { name: 'Mobile phone number' });
const sendButton = () => screen.getByRole('button', { name: /^Send code/ });
const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 4` });
const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Character \d of 4$/ });
const onboarding = () => screen.queryByRole('region', { name: 'Take SMS authorization into use' });
const putCalls = (api: ReturnType<typeof renderBox>['api']) => api.calls.filter((call) => call.method === 'PUT');
const postCalls = (api: ReturnType<typeof renderBox>['api']) => api.calls.filter((call) => call.method === 'POST');

async function toCodeStep(page: ReturnType<typeof renderBox>, number = '+358 40 123 4567') {
  await page.user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), number);
  await page.user.click(sendButton());
  await waitFor(() => expect(box(1)).toHaveFocus());
}

describe('SMS onboarding box: when it shows', () => {
  afterEach(clearPrefetched);

  it('shows for a patient signed in for themself without a verified device', async () => {
    const { api } = renderBox();
    expect(await screen.findByRole('region', { name: 'Take SMS authorization into use' })).toBeInTheDocument();
    expect(phoneField()).toHaveValue('');
    expect(api.calls[0]?.url.pathname).toBe('/api/mfa');
  });

  it('takes the status asked for ahead with the front page instead of asking again', async () => {
    const ahead = mockApi({ 'GET /api/mfa': answer({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358401234567' }) });
    prefetch(createApiClient({ getCsrfToken: () => 'token', fetch: ahead.fetch }), mfaStatusCall);
    const { api } = renderBox({ strict: false });
    // The status asked for ahead says a code awaits its answer: the box opens at the code.
    expect(await screen.findAllByRole('textbox', { name: /^Character \d of 4$/ })).toHaveLength(4);
    expect(api.calls).toHaveLength(0);
  });

  it('shows nothing and asks nothing without the mfa feature', async () => {
    const { api } = renderBox({ session: aSignedInSession({ features: [] }) });
    await act(() => Promise.resolve());
    expect(onboarding()).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows nothing to a guardian acting for a child', async () => {
    const { api } = renderBox({
      session: aSignedInSession({ features: ['mfa'] }, { actingFor: { firstName: 'Eetu', lastName: 'Laine' } }),
    });
    await act(() => Promise.resolve());
    expect(onboarding()).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each<MfaStatus>([
    { type: 'enabled', phoneNumber: '+358401234567' },
    { type: 'environment-has-mfa-disabled' },
    { type: 'too-many-onboarding-attempts', nextAttempt: '2027-01-15T12:30:00.000Z' },
  ])('shows nothing when the status is $type', async (status) => {
    const { api } = renderBox({ status: answer(status) });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    expect(onboarding()).not.toBeInTheDocument();
  });

  it('shows nothing when the status cannot be read, and reports it', async () => {
    const { reporter } = renderBox({ status: answer({}, 500) });
    const report = jest.spyOn(reporter, 'report');
    await waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'mfa-status' }));
    expect(onboarding()).not.toBeInTheDocument();
  });

  it('starts at the code when one was sent already, naming the number, without taking focus', async () => {
    renderBox({ status: answer({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358409876543' }) });
    expect(await screen.findByRole('group', { name: 'Code from the text message' })).toBeInTheDocument();
    expect(box(1)).toHaveAccessibleDescription(
      'We sent a four-digit code to +358409876543. Enter it to take SMS authorization into use.',
    );
    expect(screen.queryByRole('textbox', { name: 'Mobile phone number' })).not.toBeInTheDocument();
    expect(box(1)).not.toHaveFocus();
  });
});

describe('SMS onboarding box: closing it', () => {
  afterEach(clearPrefetched);

  it('closes for good: gone at once, remembered on the server, focus on the main content', async () => {
    const page = renderBox();
    await page.user.click(await screen.findByRole('button', { name: 'Don’t show this again' }));
    expect(onboarding()).not.toBeInTheDocument();
    await waitFor(() => expect(page.api.calls.filter((call) => call.url.pathname === '/api/mfa-onboarding/dismissal')).toHaveLength(1));
    const [dismissal] = page.api.calls.filter((call) => call.url.pathname === '/api/mfa-onboarding/dismissal');
    expect(dismissal?.method).toBe('PUT');
    expect(dismissal?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes at the code step too, with the keyboard', async () => {
    const page = renderBox({ status: answer({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358401234567' }) });
    const close = await screen.findByRole('button', { name: 'Don’t show this again' });
    close.focus();
    await page.user.keyboard('{Enter}');
    expect(onboarding()).not.toBeInTheDocument();
  });

  it('does not show to a person who closed it before', async () => {
    const page = renderBox({ status: answer({ type: 'user-has-no-verified-mfa-device', onboardingDismissed: true }) });
    await waitFor(() => expect(page.api.calls.some((call) => call.url.pathname === '/api/mfa')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onboarding()).not.toBeInTheDocument();
  });
});

describe('SMS onboarding box: phone number', () => {
  it.each(['', '12345', '+12345', 'abc123456', '040-1234567', '++358401234567', '+358 40', '0401234567890123456789'])(
    'keeps the confirm button disabled for %p',
    async (text) => {
      const { user } = renderBox();
      const field = await screen.findByRole('textbox', { name: 'Mobile phone number' });
      if (text) await user.type(field, text);
      expect(sendButton()).toBeDisabled();
    },
  );

  it.each(['123456', '+123456', '040 123 4567', ' +358 40 123 4567 ', '+358\t401234567'])('accepts %p', async (text) => {
    const { user } = renderBox();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), text);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the number without white space, in the page language, with the csrf token', async () => {
    const page = renderBox({ lang: 'fi' });
    await page.user.type(await screen.findByRole('textbox', { name: 'Matkapuhelinnumero' }), ' +358 40 123 4567 ');
    await page.user.click(screen.getByRole('button', { name: /^Lähetä koodi/ }));
    await waitFor(() => expect(postCalls(page.api)).toHaveLength(1));
    const [call] = postCalls(page.api);
    expect(call?.url.pathname).toBe('/api/mfa-onboarding');
    expect(call?.url.searchParams.get('lang')).toBe('fi');
    expect(call?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(call?.body).toEqual({ phoneNumber: '+358401234567' });
  });

  it('submits with Enter', async () => {
    const { user, api } = renderBox();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
    await waitFor(() => expect(postCalls(api)).toHaveLength(1));
    expect(await screen.findByRole('group', { name: 'Code from the text message' })).toBeInTheDocument();
  });

  it('does not submit an invalid number with Enter', async () => {
    const { user, api } = renderBox();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '12345{Enter}');
    await act(() => Promise.resolve());
    expect(postCalls(api)).toHaveLength(0);
  });

  it('keeps the confirm button disabled and the number as it is while the request runs, and says so', async () => {
    const { user, api } = renderBox({ send: never });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
    await waitFor(() => expect(sendButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Sending the code…');
    expect(phoneField()).toHaveAttribute('readonly');
    await user.type(phoneField(), '{Enter}');
    await user.click(sendButton());
    expect(postCalls(api)).toHaveLength(1);
  });

  it('cancels the request when the box goes away', async () => {
    const { user, api, signals, unmount } = renderBox({ send: never });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
    await waitFor(() => expect(postCalls(api)).toHaveLength(1));
    const signal = signals.at(-1);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('says when sending failed, reports it and lets the patient try again', async () => {
    let attempts = 0;
    const page = renderBox({ send: (request) => (++attempts === 1 ? answer({}, 503)(request) : answer({ type: 'code-sent' })(request)) });
    const report = jest.spyOn(page.reporter, 'report');
    await page.user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
    await waitFor(() =>
      expect(page.add).toHaveBeenCalledWith(
        { tone: 'error', title: 'Something went wrong', description: 'Please try again.' },
      ),
    );
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'mfa-onboarding' });
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    await page.user.click(sendButton());
    expect(await screen.findByRole('group', { name: 'Code from the text message' })).toBeInTheDocument();
  });

  it('hides the box when codes were asked too often', async () => {
    const { user, add } = renderBox({ send: answer({ type: 'too-many-mfa-attempts', nextAttempt: '2027-01-15T12:30:00.000Z' }) });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
    await waitFor(() => expect(onboarding()).not.toBeInTheDocument());
    expect(add).toHaveBeenCalledWith({ tone: 'error', title: 'Too many retries', description: 'You can retry again later' });
  });
});

describe('SMS onboarding box: code', () => {
  it('moves focus to the first box once the code is sent, naming the number', async () => {
    const page = renderBox();
    await toCodeStep(page);
    expect(codeBoxes()).toHaveLength(4);
    expect(box(1)).toHaveAccessibleDescription(
      'We sent a four-digit code to +358401234567. Enter it to take SMS authorization into use.',
    );
  });

  it('takes one digit a box, ignores anything else, moves forward on a digit and back on Backspace', async () => {
    const page = renderBox({ check: never });
    await toCodeStep(page);
    await page.user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await page.user.keyboard('1');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();
    await page.user.keyboard('-x2');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await page.user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(putCalls(page.api)).toHaveLength(0);
  });

  it('sends the code by itself when the fourth digit is in, and disables the boxes during the check', async () => {
    const page = renderBox({ check: never });
    await toCodeStep(page);
    await page.user.keyboard('123');
    expect(putCalls(page.api)).toHaveLength(0);
    await page.user.keyboard('4');
    await waitFor(() => expect(putCalls(page.api)).toHaveLength(1));
    const [call] = putCalls(page.api);
    expect(call?.url.pathname).toBe('/api/mfa-onboarding');
    expect(call?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(call?.body).toEqual({ challengeResponseFromUser: ['1', '2', '3', '4'] });
    for (const input of codeBoxes()) expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change the phone number' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the code…');
  });

  describe('with the clock in hand', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('confirms, fades out over 500 ms and is gone, leaving focus on the main content', async () => {
      const page = renderBox();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
      await waitFor(() => expect(box(1)).toHaveFocus());
      await user.keyboard('1234');
      await waitFor(() => expect(page.add).toHaveBeenCalledWith({ tone: 'success', title: 'SMS authorization is now enabled' }));
      expect(onboarding()).toHaveClass('fadeOut');
      expect(screen.getByRole('main')).toHaveFocus();
      await act(() => jest.advanceTimersByTimeAsync(FADE_OUT_MS - 1));
      expect(onboarding()).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(onboarding()).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });

  it('is gone at once with reduced motion', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const page = renderBox();
      await toCodeStep(page);
      await page.user.keyboard('1234');
      await waitFor(() => expect(page.add).toHaveBeenCalledWith({ tone: 'success', title: 'SMS authorization is now enabled' }));
      expect(onboarding()).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveFocus();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('says a wrong code failed and returns focus to the last box, where a corrected digit sends again', async () => {
    let attempts = 0;
    const page = renderBox({
      check: (request) => answer({ data: { type: ++attempts === 1 ? 'mfa-challenge-failed' : 'mfa-ok' } })(request),
    });
    await toCodeStep(page);
    await page.user.keyboard('1234');
    await waitFor(() =>
      expect(page.add).toHaveBeenCalledWith({
        tone: 'error',
        title: 'Identification failed',
        description: 'Try to identify yourself again',
      }),
    );
    await waitFor(() => expect(box(4)).toHaveFocus());
    for (const input of codeBoxes()) expect(input).toBeEnabled();
    expect(box(4)).toHaveAttribute('aria-invalid', 'true');
    expect(onboarding()).toBeInTheDocument();
    await page.user.keyboard('5');
    await waitFor(() => expect(putCalls(page.api)).toHaveLength(2));
    expect(putCalls(page.api)[1]?.body).toEqual({ challengeResponseFromUser: ['1', '2', '3', '5'] });
  });

  it('in Swedish says the text-message code was wrong', async () => {
    const page = renderBox({
      lang: 'sv',
      status: answer({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358409876543' }),
      check: answer({ data: { type: 'mfa-challenge-failed' } }),
    });
    await page.user.click(await screen.findByRole('textbox', { name: 'Tecken 1 av 4' }));
    await page.user.keyboard('1234');
    await waitFor(() =>
      expect(page.add).toHaveBeenCalledWith({ tone: 'error', title: 'Sms-koden var fel', description: 'Försök att identifiera dig igen' }),
    );
  });

  it('hides the box after too many wrong codes', async () => {
    const page = renderBox({ check: answer({ data: { type: 'too-many-mfa-attempts' } }) });
    await toCodeStep(page);
    await page.user.keyboard('1234');
    await waitFor(() => expect(onboarding()).not.toBeInTheDocument());
    expect(page.add).toHaveBeenCalledWith({ tone: 'error', title: 'Too many retries', description: 'You can retry again later' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('returns focus to the last box when the check could not be made', async () => {
    const page = renderBox({ check: answer({}, 500) });
    await toCodeStep(page);
    await page.user.keyboard('1234');
    await waitFor(() => expect(page.add).toHaveBeenCalledWith(expect.objectContaining({ tone: 'error', title: 'Something went wrong' })));
    await waitFor(() => expect(box(4)).toHaveFocus());
  });

  it('goes back to the number it sent to, with focus in the field', async () => {
    const page = renderBox();
    await toCodeStep(page, '040 123 4567');
    await page.user.click(screen.getByRole('button', { name: 'Change the phone number' }));
    expect(phoneField()).toHaveValue('0401234567');
    expect(phoneField()).toHaveFocus();
  });

  it('is usable with the keyboard alone', async () => {
    const page = renderBox();
    await screen.findByRole('textbox', { name: 'Mobile phone number' });
    await page.user.tab();
    expect(phoneField()).toHaveFocus();
    await page.user.keyboard('0401234567');
    await page.user.tab();
    expect(sendButton()).toHaveFocus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(box(1)).toHaveFocus());
    await page.user.keyboard('1234');
    await waitFor(() => expect(page.add).toHaveBeenCalledWith({ tone: 'success', title: 'SMS authorization is now enabled' }));
  });
});
