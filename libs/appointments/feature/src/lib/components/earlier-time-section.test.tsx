import type { EarlierTimeState } from '@portal/booking/contracts';
import type { ErrorReporter } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { aSignedInSession, answer, mockApi, never, offline, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EarlierTimeSectionProps } from './earlier-time-section';
import { EarlierTimeSection } from './earlier-time-section';

const PATH = '/api/appointments/101/earlier-time';

/** A booking that may ask for an earlier time and has not: two clinics, remote times and a phone number. */
function aState(overrides: Partial<EarlierTimeState> = {}): EarlierTimeState {
  return {
    available: true,
    request: null,
    offer: null,
    choices: {
      practitionerName: 'Anna Lääkäri, General practitioner',
      specialtyName: 'General medicine',
      clinics: [
        { id: 'HKI1', name: 'Kajo Kamppi' },
        { id: 'ESP1', name: 'Kajo Leppävaara' },
      ],
      remote: true,
      sms: true,
    },
    ...overrides,
  };
}

const aRequest = (overrides: Partial<NonNullable<EarlierTimeState['request']>> = {}): NonNullable<EarlierTimeState['request']> => ({
  samePractitioner: true,
  clinicIds: ['HKI1'],
  remote: false,
  partsOfDay: ['morning', 'afternoon', 'evening'],
  channels: ['email'],
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

interface Options {
  get?: Handler;
  handlers?: Record<string, Handler>;
  props?: Partial<EarlierTimeSectionProps>;
  lang?: Lang;
}

function renderSection({ get = answer(aState()), handlers = {}, props = {}, lang = 'en' }: Options = {}) {
  const api = mockApi({ [`GET ${PATH}`]: get, ...handlers });
  const reporter: ErrorReporter & { report: jest.Mock } = { report: jest.fn() };
  const result = renderWithProviders(
    <EarlierTimeSection appointmentId={101} bookedAs="insurance" clinicId="HKI1" isRemote={false} {...props} />,
    { lang, session: aSignedInSession({ lang }), fetch: api.fetch, reporter },
  );
  return { ...result, api, reporter, user: userEvent.setup() };
}

const puts = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'PUT');
/** A group of the form by its legend (the checkbox groups are required: a choice at least). */
const group = (legend: string) => screen.getByRole('group', { name: new RegExp(`^${legend}`) });

async function openForm(options: Options = {}) {
  const page = renderSection(options);
  await page.user.click(await screen.findByRole('button', { name: 'Offer me an earlier time' }));
  return page;
}

describe('earlier time: loading', () => {
  it('is headed under the card and shows placeholders while loading', () => {
    renderSection({ get: never });
    expect(screen.getByRole('heading', { level: 3, name: 'Earlier time' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the earlier time options');
  });

  it('asks in the page’s language', async () => {
    const { api } = renderSection();
    await screen.findByRole('button', { name: 'Offer me an earlier time' });
    expect(api.calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderSection({ get: (request) => (++attempts === 1 ? answer({}, 503)(request) : answer(aState())(request)) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Offer me an earlier time' })).toBeInTheDocument();
  });

  it('shows nothing on 404', async () => {
    const { container, api } = renderSection({ get: answer({ type: 'NotFound' }, 404) });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(api.calls).toHaveLength(1);
  });

  it('shows nothing when no earlier time can be asked for and none was', async () => {
    const { container } = renderSection({ get: answer(aState({ available: false })) });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('earlier time: the form', () => {
  it('opens on the button, with the focus on its first choice and the defaults chosen', async () => {
    await openForm();
    const only = screen.getByRole('radio', { name: 'Only Anna Lääkäri, General practitioner' });
    expect(only).toHaveFocus();
    expect(only).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anyone in General medicine' })).not.toBeChecked();
    // The booking's own clinic only.
    expect(within(group('Clinics')).getAllByRole('checkbox').map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['HKI1', true],
      ['ESP1', false],
      ['remote', false],
    ]);
    expect(within(group('Parts of the day')).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Morning (7–12)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
    // Each group of checkboxes needs a choice, and says so up front.
    for (const legend of ['Clinics', 'Parts of the day', 'How to tell me']) {
      expect(screen.getByRole('group', { name: new RegExp(`^${legend} ?, required$`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Whose times' })).toBeInTheDocument();
  });

  it('ticks remote appointments first for a remote booking, and no clinic the choices lack', async () => {
    await openForm({ props: { clinicId: 'RMT', isRemote: true } });
    expect(screen.getByRole('checkbox', { name: 'Remote appointments' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kajo Kamppi' })).not.toBeChecked();
  });

  it('offers no remote appointments or text messages where the booking has none', async () => {
    await openForm({ get: answer(aState({ choices: { ...aState().choices, remote: false, sms: false } })) });
    expect(screen.queryByRole('checkbox', { name: 'Remote appointments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Text message' })).not.toBeInTheDocument();
  });

  it('closes on Cancel, giving the focus back to its button', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /^Clinics/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer me an earlier time' })).toHaveFocus();
  });

  it.each([
    ['Clinics', ['Kajo Kamppi'], 'Choose at least one clinic or remote appointments.'],
    ['Parts of the day', ['Morning (7–12)', 'Afternoon (12–16)', 'Evening (16–22)'], 'Choose at least one part of the day.'],
    ['How to tell me', ['E-mail'], 'Choose at least one way to be told.'],
  ])('sends nothing with no choice in %s, and says so with the group', async (legend, untick, error) => {
    const { user, api } = await openForm();
    for (const name of untick) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Ask for an earlier time' }));
    expect(group(legend)).toHaveAccessibleDescription(error);
    expect(screen.getAllByText(error)).toHaveLength(1);
    const boxes = within(group(legend)).getAllByRole('checkbox');
    expect(boxes[0]).toHaveFocus();
    for (const box of boxes) expect(box).toBeInvalid();
    expect(puts(api)).toHaveLength(0);
    // The error goes once the group has a choice.
    await user.click(boxes[0] as HTMLElement);
    expect(group(legend)).not.toHaveAccessibleDescription();
  });

  it('sends the choices in the page’s language, then shows the request as saved', async () => {
    const saved = aState({
      request: aRequest({ samePractitioner: false, clinicIds: ['HKI1', 'ESP1'], remote: true, partsOfDay: ['morning', 'afternoon'], channels: ['email', 'sms'] }),
    });
    const { user, api } = await openForm({ handlers: { [`PUT ${PATH}`]: answer({ type: 'saved', state: saved }) } });
    await user.click(screen.getByRole('radio', { name: 'Anyone in General medicine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote appointments' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kajo Leppävaara' }));
    await user.click(screen.getByRole('checkbox', { name: 'Evening (16–22)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Ask for an earlier time' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('We will offer you an earlier time when one becomes free.');
    expect(status.parentElement).toHaveFocus();
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.body).toEqual({
      samePractitioner: false,
      clinicIds: ['HKI1', 'ESP1'],
      remote: true,
      partsOfDay: ['morning', 'afternoon'],
      channels: ['email', 'sms'],
      language: 'en',
    });
    expect(puts(api)[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(screen.getByText('You have asked to be offered an earlier time.')).toBeInTheDocument();
    expect(screen.getByText('Anyone in General medicine')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Clinics/ })).not.toBeInTheDocument();
  });

  it('keeps the form waiting while it sends', async () => {
    const { user } = await openForm({ handlers: { [`PUT ${PATH}`]: never } });
    await user.click(screen.getByRole('button', { name: 'Ask for an earlier time' }));
    expect(screen.getByRole('button', { name: /Ask for an earlier time/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('says when an earlier time can no longer be asked for, and offers the form no more', async () => {
    const { user } = await openForm({ handlers: { [`PUT ${PATH}`]: answer({ type: 'notAvailable' }) } });
    await user.click(screen.getByRole('button', { name: 'Ask for an earlier time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An earlier time can no longer be asked for this booking.');
    expect(screen.queryByRole('group', { name: /^Clinics/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer me an earlier time' })).not.toBeInTheDocument();
  });

  it('says when sending failed, reports it and keeps the choices to try again', async () => {
    const { user, reporter } = await openForm({ handlers: { [`PUT ${PATH}`]: offline } });
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Ask for an earlier time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), { process: 'save-earlier-time' });
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ask for an earlier time' })).toBeEnabled();
  });
});

describe('earlier time: an open request', () => {
  const request = aRequest({ clinicIds: ['HKI1', 'ESP1'], remote: true, partsOfDay: ['morning'], channels: ['email', 'sms'] });

  /** The value beside a label of the summary. */
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('is summed up, without the form', async () => {
    renderSection({ get: answer(aState({ request })) });
    expect(await screen.findByText('You have asked to be offered an earlier time.')).toBeInTheDocument();
    expect(value('Whose times')).toHaveTextContent('Anna Lääkäri, General practitioner');
    expect(within(value('Clinics') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kajo Kamppi',
      'Kajo Leppävaara',
      'Remote appointments',
    ]);
    expect(value('Parts of the day')).toHaveTextContent('Morning (7–12)');
    expect(within(value('How to tell me') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['E-mail', 'Text message']);
    expect(screen.queryByRole('button', { name: 'Offer me an earlier time' })).not.toBeInTheDocument();
  });

  it('is still shown, to be cancelled, when no earlier time can be asked for any more', async () => {
    renderSection({ get: answer(aState({ available: false, request })) });
    expect(await screen.findByRole('button', { name: 'Cancel the request' })).toBeInTheDocument();
  });

  it('is cancelled with DELETE, then read again, and says so', async () => {
    let gets = 0;
    const { user, api } = renderSection({
      get: (call) => answer(++gets === 1 ? aState({ request }) : aState())(call),
      handlers: { [`DELETE ${PATH}`]: () => new Response(null, { status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your request for an earlier time has been cancelled.');
    expect(status.parentElement).toHaveFocus();
    expect(screen.queryByText('You have asked to be offered an earlier time.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer me an earlier time' })).toBeInTheDocument();
    const deletes = api.calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    await waitFor(() => expect(gets).toBe(2));
  });

  it('keeps the cancel button waiting, then says when cancelling failed', async () => {
    let fail: () => void = () => undefined;
    const { user, reporter } = renderSection({
      get: answer(aState({ request })),
      handlers: { [`DELETE ${PATH}`]: () => new Promise<Response>((_resolve, reject) => (fail = () => reject(new TypeError('Failed to fetch')))) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Cancel the request/ })).toHaveAttribute('aria-disabled', 'true'));
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), { process: 'cancel-earlier-time' });
    expect(screen.getByText('You have asked to be offered an earlier time.')).toBeInTheDocument();
  });
});

describe('earlier time: a held time', () => {
  it('says until when it is held, linking to its reservation page as from the booking’s list, moving the booking', async () => {
    renderSection({
      get: answer(
        aState({
          request: aRequest(),
          // 16:45 in Helsinki (UTC+2 in winter).
          offer: { appointmentId: 777, startDate: '2026-11-25T07:00:00.000Z', heldUntil: '2026-11-24T14:45:00.000Z' },
        }),
      ),
    });
    expect(await screen.findByText('An earlier time is held for you until 24.11.2026 at 16:45.')).toBeInTheDocument();
    const href = new URL(screen.getByRole('link', { name: 'See the earlier time' }).getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/en/booking/reserve/777');
    expect(Object.fromEntries(href.searchParams)).toEqual({ customerType: 'insurance', moveFrom: '101' });
    // The request it was offered for stays, to be cancelled.
    expect(screen.getByRole('button', { name: 'Cancel the request' })).toBeInTheDocument();
  });
});

describe('earlier time: languages', () => {
  it.each([
    ['fi', 'Aikaisempi aika on varattu sinulle 24.11.2026 klo 16:45 asti.', 'Olet pyytänyt aikaisempaa aikaa.', 'Peru pyyntö'],
    ['sv', 'En tidigare tid hålls åt dig till 24.11.2026 kl. 16:45.', 'Du har bett om att få en tidigare tid.', 'Återkalla begäran'],
  ] as const)('speaks %s', async (lang, held, asked, cancel) => {
    const { api } = renderSection({
      lang,
      get: answer(aState({ request: aRequest(), offer: { appointmentId: 777, startDate: '2026-11-25T07:00:00.000Z', heldUntil: '2026-11-24T14:45:00.000Z' } })),
    });
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(screen.getByText(asked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('lang')).toBe(lang);
  });

  it.each([
    ['fi', 'Tarjoa minulle aikaisempaa aikaa', 'Pyydä aikaisempaa aikaa'],
    ['sv', 'Erbjud mig en tidigare tid', 'Be om en tidigare tid'],
  ] as const)('asks in %s, sending the language', async (lang, open, submit) => {
    const { user, api } = renderSection({ lang, handlers: { [`PUT ${PATH}`]: answer({ type: 'saved', state: aState({ request: aRequest() }) }) } });
    await user.click(await screen.findByRole('button', { name: open }));
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ language: lang });
  });
});
