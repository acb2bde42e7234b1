import type { BookingFiltersResponse, CustomerType } from '@portal/booking/contracts';
import { KELA65_SPECIALTY_ID } from '@portal/booking/contracts';
import { aBookingFilters } from '@portal/booking/contracts/testing';
import type { SessionResponse } from '@portal/shared/contracts';
import type { ErrorReporter } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { dayFromTestDay } from '@portal/shared/util/testing';
import { aSignedInSession, anAnonymousSession, answer, jsonResponse, mockApi, never, offline, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchFilters } from '../search/search-filters';
import { emptyFilters } from '../search/search-filters';
import { SearchRequestSection } from './search-request-section';

const PATH = '/api/earlier-time-requests';

/** The reference data with psychiatry (a specialty with remote times) seen at Tapiola and Turku. */
function options(): BookingFiltersResponse {
  const filters = aBookingFilters();
  return {
    ...filters,
    practitioners: [
      ...filters.practitioners,
      { id: 66, name: 'Pekka Psykiatri', title: 'Psychiatrist', isResource: false, specialtyIds: ['PSY'], clinicIds: ['TKU1', 'ESP1', 'RMT'] },
    ],
  };
}

/** The fixture's clinics that are not remote, in its order. */
const physicalClinicIds = options()
  .clinics.filter((clinic) => !clinic.isRemote)
  .map((clinic) => clinic.id);

interface Options {
  customerType?: CustomerType;
  filters?: Partial<SearchFilters>;
  post?: Handler;
  session?: SessionResponse;
  lang?: Lang;
}

function renderSection({
  customerType = 'private',
  filters = { specialtyIds: ['GP'] },
  post = answer({ type: 'saved', id: 1 }),
  session,
  lang = 'en',
}: Options = {}) {
  const api = mockApi({ [`POST ${PATH}`]: post });
  const reporter: ErrorReporter & { report: jest.Mock } = { report: jest.fn() };
  const result = renderWithProviders(<SearchRequestSection customerType={customerType} filters={{ ...emptyFilters, ...filters }} options={options()} />, {
    lang,
    session: session ?? aSignedInSession({ lang }),
    fetch: api.fetch,
    reporter,
  });
  return { ...result, api, reporter, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'POST');

/** Sends the form as it is and gives the request's body. */
async function send(page: ReturnType<typeof renderSection>) {
  await page.user.click(screen.getByRole('button', { name: 'Tell me' }));
  await waitFor(() => expect(posts(page.api)).toHaveLength(1));
  return posts(page.api)[0]?.body;
}

describe('tell me when a time becomes free: when it is offered', () => {
  it('is a section of its own under the empty search, with the default choices', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Tell me when a time becomes free' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Tell me when a time becomes free' })).toBeInTheDocument();
    expect(within(section).getByText('We can tell you when a time that suits this search becomes free, and hold it for you for a while.')).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: /^How to tell me ?, required$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text message' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Latest day/ })).toHaveTextContent('Within 4 weeks');
  });

  it.each([
    ['not signed in', { session: anAnonymousSession() }],
    ['on the insurance list', { customerType: 'insurance' }],
    ['for a search of no specialty', { filters: {} }],
    ['for a search of two specialties', { filters: { specialtyIds: ['GP', 'DERM'] } }],
    ['for a practitioner of no specialty', { filters: { practitionerIds: [77] } }],
    ['for a practitioner the reference data does not know', { filters: { practitionerIds: [999] } }],
    // General medicine has no remote times, and the remote clinic is no place to be seen at.
    ['for a search at a remote clinic only, of a specialty without remote times', { filters: { specialtyIds: ['GP'], clinicIds: ['RMT'] } }],
  ] as const satisfies readonly (readonly [string, Options])[])('is not offered %s', (_case, options) => {
    const { container } = renderSection(options);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['private', 'occupational', 'kela65'] as const)('is offered on the %s list', (customerType) => {
    renderSection({ customerType });
    expect(screen.getByRole('region', { name: 'Tell me when a time becomes free' })).toBeInTheDocument();
  });
});

describe('tell me when a time becomes free: the request', () => {
  it('asks for the search’s specialty at its clinics, in its part of the day, by e-mail, four weeks ahead, in the page’s language', async () => {
    const page = renderSection({ filters: { specialtyIds: ['GP'], clinicIds: ['ESP1', 'HKI1'], timeOfDay: 'afternoon' } });
    expect(await send(page)).toEqual({
      customerType: 'private',
      specialtyId: 'GP',
      practitionerId: null,
      clinicIds: ['ESP1', 'HKI1'],
      remote: false,
      partsOfDay: ['afternoon'],
      channels: ['email'],
      // Four weeks, the default, after the test clock's day.
      notAfter: dayFromTestDay(28),
      language: 'en',
    });
    expect(posts(page.api)[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it('asks at every clinic of the brand when the search chose none (the API keeps those where the specialty is seen), with remote times where it has them', async () => {
    const page = renderSection({ customerType: 'occupational', filters: { specialtyIds: ['PSY'] } });
    expect(await send(page)).toMatchObject({
      customerType: 'occupational',
      specialtyId: 'PSY',
      // In the reference data's order, without the remote clinic.
      clinicIds: physicalClinicIds,
      remote: true,
      partsOfDay: ['morning', 'afternoon', 'evening'],
    });
  });

  it.each([true, false])('asks at the chosen clinics, with remote times as the search has them (%s), a remote clinic no place', async (includeRemote) => {
    const page = renderSection({ filters: { specialtyIds: ['PSY'], clinicIds: ['TKU1', 'RMT'], includeRemote } });
    expect(await send(page)).toMatchObject({ clinicIds: ['TKU1'], remote: includeRemote });
  });

  it('asks for the search’s one practitioner, of that practitioner’s specialty', async () => {
    const page = renderSection({ filters: { practitionerIds: [55], timeOfDay: 'evening', includeRemote: true } });
    expect(await send(page)).toMatchObject({ specialtyId: 'GP', practitionerId: 55, clinicIds: physicalClinicIds, remote: false, partsOfDay: ['evening'] });
  });

  it('asks for the practitioner with the specialty the search names (the 65+ list’s own)', async () => {
    const page = renderSection({ customerType: 'kela65', filters: { specialtyIds: [KELA65_SPECIALTY_ID], practitionerIds: [55], clinicIds: ['HKI1'] } });
    expect(await send(page)).toMatchObject({ customerType: 'kela65', specialtyId: KELA65_SPECIALTY_ID, practitionerId: 55, clinicIds: ['HKI1'] });
  });

  it('sends the ways and the latest day chosen', async () => {
    const page = renderSection();
    await page.user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await page.user.click(screen.getByRole('button', { name: /Latest day/ }));
    await page.user.click(screen.getByRole('option', { name: 'Within 8 weeks' }));
    expect(await send(page)).toMatchObject({ channels: ['email', 'sms'], notAfter: '2027-01-18' });
  });

  it('offers one to eight weeks', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: /Latest day/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Within 1 week', 'Within 2 weeks', 'Within 4 weeks', 'Within 8 weeks']);
  });

  it('sends nothing without a way to be told, and says so with the group', async () => {
    const { user, api } = renderSection();
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    const group = screen.getByRole('group', { name: /^How to tell me/ });
    expect(group).toHaveAccessibleDescription('Choose at least one way to be told.');
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeInvalid();
    expect(posts(api)).toHaveLength(0);
    // The error goes once a way is chosen.
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    expect(group).not.toHaveAccessibleDescription();
  });
});

describe('tell me when a time becomes free: the answers', () => {
  it('keeps the button waiting while it sends', async () => {
    const { user } = renderSection({ post: never });
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(screen.getByRole('button', { name: /Tell me/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
  });

  it('says the request is saved in place of the form, linking to the appointments page', async () => {
    const page = renderSection();
    await send(page);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('We will tell you when a time becomes free. You can see and cancel your request on your appointments page.');
    expect(status.parentElement).toHaveFocus();
    expect(within(status).getByRole('link', { name: 'Go to your appointments' })).toHaveAttribute('href', '/en/appointments');
    expect(screen.queryByRole('button', { name: 'Tell me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell me when a time becomes free' })).toBeInTheDocument();
  });

  it('says when the patient has as many requests as may be, keeping the form', async () => {
    const page = renderSection({ post: answer({ type: 'tooManyRequests' }) });
    await send(page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have 5 requests waiting. Cancel one on your appointments page first.');
    expect(within(alert).getByRole('link', { name: 'Go to your appointments' })).toHaveAttribute('href', '/en/appointments');
    expect(screen.getByRole('button', { name: 'Tell me' })).toBeEnabled();
  });

  it('says when no request can be made for the list, and offers the form no more', async () => {
    const page = renderSection({ post: answer({ type: 'notAvailable' }) });
    await send(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('A request cannot be made for this list.');
    expect(screen.queryByRole('button', { name: 'Tell me' })).not.toBeInTheDocument();
  });

  it('says when there is no phone number for text messages, links to my information and keeps the form', async () => {
    const noPhone = () => Promise.resolve(jsonResponse({ type: 'ValidationError', details: [{ path: 'channels', message: 'No phone number on record for text messages' }] }, 400));
    const { user, reporter, api } = renderSection({ post: noPhone });
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We have no phone number of yours for text messages. Add it in My information, or choose e-mail.');
    expect(within(alert).getByRole('link', { name: 'Add a phone number in My information' })).toHaveAttribute('href', '/en/my-information');
    // Not a fault to report: the patient chooses again.
    expect(reporter.report).not.toHaveBeenCalled();
    expect(posts(api)[0]?.body).toMatchObject({ channels: ['email', 'sms'] });
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Tell me' })).toBeEnabled();
  });

  it('says when sending failed, reports it and keeps the choices to try again', async () => {
    const { user, reporter } = renderSection({ post: offline });
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), { process: 'save-search-request' });
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Tell me' })).toBeEnabled();
  });

  it.each([
    ['fi', 'Kerro minulle, kun aika vapautuu', 'Ilmoita minulle', 'Ilmoitamme sinulle, kun aika vapautuu.'],
    ['sv', 'Meddela mig när en tid blir ledig', 'Meddela mig', 'Vi meddelar dig när en tid blir ledig.'],
  ] as const)('speaks %s, sending the language', async (lang, title, submit, saved) => {
    const { user, api } = renderSection({ lang });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(saved);
    expect(posts(api)[0]?.body).toMatchObject({ language: lang });
  });
});
