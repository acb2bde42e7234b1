import type { MfaStatus, SignedInSession } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { SmsLoginSetting } from './sms-login-setting';

const noDevice: MfaStatus = { type: 'user-has-no-verified-mfa-device' };
const awaiting: MfaStatus = { type: 'user-wants-to-enable-mfa', phoneNumber: '+358401234567' };
const enabled: MfaStatus = { type: 'enabled', phoneNumber: '+358401234567' };

interface Setup {
  /** Answers of GET /api/mfa in turn; the last one repeats. */
  statuses?: MfaStatus[];
  get?: Handler;
  post?: Handler;
  put?: Handler;
  onboarding?: Handler;
  session?: SignedInSession;
  lang?: Lang;
}

function renderSetting({
  statuses = [noDevice],
  get,
  post = never,
  put = never,
  onboarding = never,
  session = aSignedInSession({ features: ['mfa'] }),
  lang = 'en',
}: Setup = {}) {
  let reads = 0;
  const api = mockApi({
    'GET /api/mfa': get ?? ((request) => answer(statuses[Math.min(reads++, statuses.length - 1)])(request)),
    'POST /api/mfa': post,
    'PUT /api/mfa-onboarding': put,
    'POST /api/mfa-onboarding': onboarding,
  });
  const toasts = createToastQueue();
  const add = jest.spyOn(toasts, 'add');
  const result = renderWithProviders(
    <StrictMode>
      <ToastProvider queue={toasts}>
        <SmsLoginSetting />
      </ToastProvider>
    </StrictMode>,
    { session: { ...session, lang }, lang, fetch: api.fetch },
  );
  return { ...result, api, add, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'SMS authorization' });
const heading = () => screen.getByRole('heading', { level: 2, name: 'SMS authorization' });
const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 4` });
const calls = (page: ReturnType<typeof renderSetting>, method: string) => page.api.calls.filter((call) => call.method === method);

describe('SMS login setting: states', () => {
  it('shows nothing and asks nothing without the mfa feature', () => {
    const page = renderSetting({ session: aSignedInSession({ features: [] }) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(page.api.calls).toHaveLength(0);
  });

  it('shows nothing to a guardian acting for a child', () => {
    const page = renderSetting({ session: aSignedInSession({ features: ['mfa'] }, { actingFor: { firstName: 'Eetu', lastName: 'Laine' } }) });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(page.api.calls).toHaveLength(0);
  });

  it('shows a placeholder while loading', () => {
    renderSetting({ get: never });
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading');
  });

  it('offers turning it on when there is no verified device', async () => {
    renderSetting();
    expect(await screen.findByRole('button', { name: 'Turn on SMS authorization' })).toBeInTheDocument();
    expect(section()).toHaveTextContent('SMS authorization is off.');
  });

  it('names the verified number and offers turning it off when enabled', async () => {
    renderSetting({ statuses: [enabled] });
    expect(await screen.findByText('SMS authorization is on. Codes are sent to +358401234567.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off SMS authorization' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on SMS authorization' })).not.toBeInTheDocument();
  });

  it('asks for the code when one was sent, naming the number', async () => {
    renderSetting({ statuses: [awaiting] });
    expect(await screen.findByRole('group', { name: 'Code from the text message' })).toBeInTheDocument();
    expect(box(1)).toHaveAccessibleDescription('We sent a four-digit code to +358401234567. Enter it to turn SMS authorization on.');
    expect(box(1)).not.toHaveFocus();
  });

  it('shows nothing when the environment has the factor disabled', async () => {
    const page = renderSetting({ statuses: [{ type: 'environment-has-mfa-disabled' }] });
    await waitFor(() => expect(page.api.calls).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it.each([
    ['en', '2027-01-15T12:30:00.000Z', 'You can try again on 15/01/2027 at 14:30.'],
    // Summer time: 21:05 UTC is 00:05 the next day in Helsinki.
    ['en', '2027-06-30T21:05:00.000Z', 'You can try again on 01/07/2027 at 00:05.'],
    ['fi', '2027-01-15T12:30:00.000Z', 'Voit yrittää uudelleen 15.1.2027 klo 14.30.'],
    ['sv', '2027-01-15T12:30:00.000Z', 'Du kan försöka igen 15.1.2027 kl. 14.30.'],
  ] as const)('in %s says when it may be tried again after too many attempts (%s)', async (lang, nextAttempt, text) => {
    renderSetting({ statuses: [{ type: 'too-many-onboarding-attempts', nextAttempt }], lang });
    await waitFor(() => expect(screen.getByRole('region')).toHaveTextContent(text));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the error view when the status cannot be read, and reads it again', async () => {
    let healthy = false;
    const page = renderSetting({ get: (request) => (healthy ? answer(enabled) : answer({}, 500))(request) });
    const report = jest.spyOn(page.reporter, 'report');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    healthy = true;
    await page.user.click(retry);
    expect(await screen.findByRole('button', { name: 'Turn off SMS authorization' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'mfa-status' });
  });
});

describe('SMS login setting: actions', () => {
  it('turns it on: posts enable, then asks for the code sent at once, with focus in the first box', async () => {
    const page = renderSetting({ post: answer(awaiting) });
    await page.user.click(await screen.findByRole('button', { name: 'Turn on SMS authorization' }));
    await waitFor(() => expect(box(1)).toHaveFocus());
    const [post] = calls(page, 'POST');
    expect(post?.url.pathname).toBe('/api/mfa');
    expect(post?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(post?.body).toEqual({ action: 'enable' });
  });

  it('shows the button pending while the action runs', async () => {
    const page = renderSetting();
    const button = await screen.findByRole('button', { name: 'Turn on SMS authorization' });
    await page.user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await page.user.click(button);
    expect(calls(page, 'POST')).toHaveLength(1);
  });

  it('turns it off: posts disable, shows the status answered and confirms it', async () => {
    const page = renderSetting({ statuses: [enabled], post: answer(noDevice) });
    await page.user.click(await screen.findByRole('button', { name: 'Turn off SMS authorization' }));
    expect(await screen.findByRole('button', { name: 'Turn on SMS authorization' })).toBeInTheDocument();
    expect(calls(page, 'POST')[0]?.body).toEqual({ action: 'disable' });
    expect(page.add).toHaveBeenCalledWith({ tone: 'success', title: 'SMS authorization is now turned off' });
    expect(heading()).toHaveFocus();
  });

  it('says when an action failed and stays usable', async () => {
    const page = renderSetting({ post: answer({}, 503) });
    const button = await screen.findByRole('button', { name: 'Turn on SMS authorization' });
    await page.user.click(button);
    await waitFor(() =>
      expect(page.add).toHaveBeenCalledWith({ tone: 'error', title: 'Something went wrong', description: 'Please try again.' }),
    );
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('checks the code by itself once four digits are in, disabled meanwhile, and then reads the status again', async () => {
    let answerCheck: (response: Response) => void = () => undefined;
    const page = renderSetting({
      statuses: [awaiting, enabled],
      put: () => new Promise<Response>((resolve) => (answerCheck = resolve)),
    });
    await screen.findByRole('group', { name: 'Code from the text message' });
    await page.user.click(box(1));
    await page.user.keyboard('9x87');
    expect(calls(page, 'PUT')).toHaveLength(0);
    await page.user.keyboard('6');
    await waitFor(() => expect(calls(page, 'PUT')).toHaveLength(1));
    expect(calls(page, 'PUT')[0]?.body).toEqual({ challengeResponseFromUser: ['9', '8', '7', '6'] });
    for (let n = 1; n <= 4; n += 1) expect(box(n)).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the code…');
    answerCheck(new Response(JSON.stringify({ data: { type: 'mfa-ok' } }), { status: 200 }));
    expect(await screen.findByText('SMS authorization is on. Codes are sent to +358401234567.')).toBeInTheDocument();
    expect(page.add).toHaveBeenCalledWith({ tone: 'success', title: 'SMS authorization is now enabled' });
    expect(heading()).toHaveFocus();
  });

  it('says a wrong code failed and returns focus to the last box', async () => {
    const page = renderSetting({ statuses: [awaiting], put: answer({ data: { type: 'mfa-challenge-failed' } }) });
    await screen.findByRole('group', { name: 'Code from the text message' });
    await page.user.click(box(1));
    await page.user.keyboard('1234');
    await waitFor(() => expect(box(4)).toHaveFocus());
    expect(box(4)).toBeEnabled();
    expect(box(4)).toHaveAttribute('aria-invalid', 'true');
    expect(page.add).toHaveBeenCalledWith({ tone: 'error', title: 'Identification failed', description: 'Try to identify yourself again' });
  });

  it('after too many wrong codes says so and shows when it may be tried again', async () => {
    const page = renderSetting({
      statuses: [awaiting, { type: 'too-many-onboarding-attempts', nextAttempt: '2027-01-15T12:30:00.000Z' }],
      put: answer({ data: { type: 'too-many-mfa-attempts' } }),
    });
    await screen.findByRole('group', { name: 'Code from the text message' });
    await page.user.click(box(1));
    await page.user.keyboard('1234');
    expect(await screen.findByText(/You can try again on 15\/01\/2027 at 14:30/)).toBeInTheDocument();
    expect(page.add).toHaveBeenCalledWith({ tone: 'error', title: 'Too many retries', description: 'You can retry again later' });
  });

  it('sends a new code on request', async () => {
    const page = renderSetting({ statuses: [awaiting], post: answer(awaiting) });
    await page.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(page.add).toHaveBeenCalledWith({ tone: 'info', title: 'A new code was sent to +358401234567' }));
    expect(calls(page, 'POST')[0]?.body).toEqual({ action: 'enable' });
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  describe('without a phone number on record', () => {
    const noPhone = answer({ type: 'ValidationError', details: [{ path: 'phoneNumber', message: 'No phone number on the patient record' }] }, 400);

    it('asks for the number instead of failing, with focus in the field, and sends the code there', async () => {
      const page = renderSetting({ post: noPhone, onboarding: answer({ type: 'code-sent' }) });
      await page.user.click(await screen.findByRole('button', { name: 'Turn on SMS authorization' }));
      const field = await screen.findByRole('textbox', { name: 'Mobile phone number' });
      await waitFor(() => expect(field).toHaveFocus());
      expect(section()).toHaveTextContent('There is no phone number on your record.');
      expect(page.add).not.toHaveBeenCalled();
      const send = screen.getByRole('button', { name: 'Send code' });
      expect(send).toBeDisabled();
      await page.user.type(field, '040 123 4567');
      await page.user.keyboard('{Enter}');
      await waitFor(() => expect(box(1)).toHaveFocus());
      expect(section()).toHaveTextContent('We sent a four-digit code to 0401234567');
      const [sent] = calls(page, 'POST').filter((call) => call.url.pathname === '/api/mfa-onboarding');
      expect(sent?.body).toEqual({ phoneNumber: '0401234567' });
      expect(sent?.url.searchParams.get('lang')).toBe('en');
    });

    it('sends a new code to the typed number, not to the record that has none', async () => {
      const page = renderSetting({ post: noPhone, onboarding: answer({ type: 'code-sent' }) });
      await page.user.click(await screen.findByRole('button', { name: 'Turn on SMS authorization' }));
      await page.user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '+358 40 765 4321');
      await page.user.click(screen.getByRole('button', { name: 'Send code' }));
      await page.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
      await waitFor(() => expect(page.add).toHaveBeenCalledWith({ tone: 'info', title: 'A new code was sent to +358407654321' }));
      const onboardingCalls = calls(page, 'POST').filter((call) => call.url.pathname === '/api/mfa-onboarding');
      expect(onboardingCalls.map((call) => call.body)).toEqual([{ phoneNumber: '+358407654321' }, { phoneNumber: '+358407654321' }]);
      expect(calls(page, 'POST').filter((call) => call.url.pathname === '/api/mfa')).toHaveLength(1);
    });

    it('says when too many codes were sent and when it may be tried again', async () => {
      const page = renderSetting({ post: noPhone, onboarding: answer({ type: 'too-many-mfa-attempts', nextAttempt: '2027-01-15T12:30:00.000Z' }) });
      await page.user.click(await screen.findByRole('button', { name: 'Turn on SMS authorization' }));
      await page.user.type(await screen.findByRole('textbox', { name: 'Mobile phone number' }), '0401234567{Enter}');
      expect(await screen.findByText(/You can try again on 15\/01\/2027 at 14:30/)).toBeInTheDocument();
    });
  });

  it('cancels turning it on', async () => {
    const page = renderSetting({ statuses: [awaiting], post: answer(noDevice) });
    await page.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Turn on SMS authorization' })).toBeInTheDocument();
    expect(calls(page, 'POST')[0]?.body).toEqual({ action: 'disable' });
  });
});
