import type { SaveAction } from '@portal/shared/contracts';
import { browserLocation } from '@portal/shared/data-access';
import { answer, never } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { aConsent, anInformation } from '@portal/account/contracts/testing';
import { renderMyInformation } from '../../testing/render-my-information';

const tab = (name: string) => screen.getByRole('tab', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const postsTo = (calls: { method: string; url: URL; body: unknown }[], path: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === path);

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('my information page', () => {
  it('shows a placeholder while loading, then the basic information tab first', async () => {
    renderMyInformation({ handlers: { 'GET /api/user': never } });
    expect(screen.getByRole('heading', { level: 1, name: 'My information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your information');
  });

  it('opens on basic information with the details on record and the names read-only', async () => {
    renderMyInformation();
    expect(await screen.findByRole('tab', { name: 'Basic information', selected: true })).toBeInTheDocument();
    expect(tab('Permissions and agreements')).toHaveAttribute('aria-selected', 'false');
    expect(textbox('First name')).toHaveValue('Laura');
    expect(textbox('First name')).toHaveAttribute('readonly');
    expect(textbox('Last name')).toHaveAttribute('readonly');
    expect(textbox('E-mail')).toHaveValue('laura@example.com');
    expect(textbox('Mobile phone number')).toHaveValue('+358401234567');
    expect(textbox('Street address')).toHaveValue('Mannerheimintie 1');
    expect(textbox('Postal code')).toHaveValue('00100');
    expect(textbox('Post office')).toHaveValue('Helsinki');
  });

  it('holds the notification choices, the Kela card and the SMS login, each under its heading', async () => {
    renderMyInformation();
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Kela card' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'SMS authorization' })).toBeInTheDocument();
  });

  it('offers no notification choices to a person without a patient record, who registers first', async () => {
    const { calls } = renderMyInformation({ information: anInformation({ isRegistered: false }) });
    expect(await screen.findByRole('region', { name: 'Kela card' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/user/notifications')).toBe(false);
  });

  it('shows the error view when the details cannot be read, and reads them again on retry', async () => {
    let attempts = 0;
    const { user } = renderMyInformation({
      handlers: { 'GET /api/user': (request) => (++attempts === 1 ? answer({}, 503)(request) : answer(anInformation())(request)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveValue('laura@example.com');
  });

  it('opens on the consent tab when the next action is an appointment’s consent tab', async () => {
    renderMyInformation({ saveAction: { type: 'go-to-view-appointment-page', appointmentId: 101, tab: 'consent' } });
    expect(await screen.findByRole('tab', { name: 'Permissions and agreements', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Processing of patient data' })).toBeInTheDocument();
  });

  it('keeps unsaved edits when the patient visits the other tab and comes back', async () => {
    const { user } = renderMyInformation();
    await user.clear(await screen.findByRole('textbox', { name: 'Post office' }));
    await user.type(textbox('Post office'), 'Espoo');
    await user.click(tab('Permissions and agreements'));
    await screen.findByRole('heading', { name: 'Processing of patient data' });
    await user.click(tab('Basic information'));
    expect(await screen.findByRole('textbox', { name: 'Post office' })).toHaveValue('Espoo');
  });

  it('asks before unsaved edits are lost by reloading or closing, and not once they are saved', async () => {
    const { user } = renderMyInformation();
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('textbox', { name: 'Post office' });
    expect(leaving()).toBe(false);
    await user.clear(textbox('Post office'));
    await user.type(textbox('Post office'), 'Espoo');
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved.')).toBeInTheDocument();
    expect(leaving()).toBe(false);
  });

  it('asks before logging out, and logs out only when confirmed', async () => {
    const { user, calls } = renderMyInformation({ handlers: { 'POST /api/logout': () => new Response(null, { status: 204 }) } });
    await screen.findByRole('textbox', { name: 'E-mail' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(postsTo(calls, '/api/logout')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(postsTo(calls, '/api/logout')).toHaveLength(1);
  });
});

describe('my information: saving the basic information', () => {
  it('sends the details with the page language, then stays and confirms without a saveAction', async () => {
    const { user, calls } = renderMyInformation();
    await user.clear(await screen.findByRole('textbox', { name: 'E-mail' }));
    await user.type(textbox('E-mail'), 'laura.makinen@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved.')).toBeInTheDocument();
    expect(postsTo(calls, '/api/user')[0]?.url.searchParams.get('csrfToken')).toBeTruthy();
    expect(postsTo(calls, '/api/user')[0]?.body).toEqual({
      emailAddress: 'laura.makinen@example.com',
      phoneNumber: '+358401234567',
      language: 'fi',
      streetAddress: 'Mannerheimintie 1',
      zipCode: '00100',
      postOffice: 'Helsinki',
      guardians: [],
      lang: 'en',
    });
  });

  it('shows the saving state while the call runs', async () => {
    const { user } = renderMyInformation({ handlers: { 'POST /api/user': never } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    // The contact form's button, not the notification choices' own.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Save(?! notification)/ })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('says when saving failed', async () => {
    const { user } = renderMyInformation({ handlers: { 'POST /api/user': answer({}, 500) } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it.each<[string, SaveAction, string]>([
    ['Save and return to payment', { type: 'go-to-invoice-page', invoiceNumber: '41000007' }, '/en/pay/41000007'],
    ['Save and return to invoices', { type: 'go-to-invoice-page' }, '/en/invoices'],
    ['Save and return to booking', { type: 'go-to-reserve-appointment-page', anchor: 'contact' }, '/en/booking#contact'],
    ['Save and return to the appointment', { type: 'go-to-view-appointment-page', appointmentId: 101 }, '/en/appointments/101'],
  ])('says "%s" and goes there after saving', async (label, saveAction, next) => {
    const { user, calls, router } = renderMyInformation({ saveAction });
    await user.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    const { pathname, hash } = router.state.location;
    expect(`${pathname}${hash}`).toBe(next);
    expect(postsTo(calls, '/api/user')[0]?.body).toMatchObject({ next });
  });

  it('loads my information again as a new page for reload-page', async () => {
    const { user } = renderMyInformation({ saveAction: { type: 'reload-page' } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/my-information'));
  });

  it('ignores a saveAction that cannot be read: plain Save, and the page stays', async () => {
    const { user, router } = renderMyInformation({ search: '?saveAction=not-an-action' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/my-information');
  });
});

// The form's own rules (one submit, saving again after a change, the hint) are ConsentForm's tests
// in @portal/shared/ui; these are the tab's: what it reads and sends, where it goes, brand and record.
describe('my information: consent tab', () => {
  const openConsent = async (options: Parameters<typeof renderMyInformation>[0] = {}) => {
    const rendered = renderMyInformation(options);
    await rendered.user.click(await screen.findByRole('tab', { name: 'Permissions and agreements' }));
    await screen.findByRole('heading', { name: 'Processing of patient data' });
    return rendered;
  };
  const checkbox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
  const policy = () => checkbox('I have read the privacy policy');

  it('starts from the choices on record', async () => {
    await openConsent();
    expect(checkbox(/common patient registry/)).toBeChecked();
    expect(checkbox(/marketing/)).not.toBeChecked();
    expect(checkbox(/treatment instructions/)).toBeChecked();
    expect(checkbox(/by text message/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks the occupational-information consent in the general brand only', async () => {
    await openConsent();
    expect(checkbox(/occupational health data/)).toBeInTheDocument();
  });

  it('leaves the occupational-information consent out in the children’s brand', async () => {
    await openConsent({ brand: 'children' });
    expect(screen.queryByRole('checkbox', { name: /occupational health data/ })).not.toBeInTheDocument();
  });

  // The privacy notice, not the terms of use, which hold none (decision 0050).
  it('links the privacy notice in a new tab', async () => {
    await openConsent();
    expect(screen.getByRole('link', { name: /Read the privacy policy/ })).toHaveAttribute('href', '/en/privacy');
    expect(screen.getByRole('link', { name: /Read the privacy policy/ })).toHaveAttribute('target', '_blank');
  });

  it('links the privacy notice of the page’s language in the children’s brand too', async () => {
    await openConsent({ brand: 'children' });
    expect(screen.getByRole('link', { name: /Read the privacy policy/ })).toHaveAttribute('href', '/en/privacy');
  });

  it('keeps saving disabled until the privacy policy is read when no consent is on record', async () => {
    const { user } = await openConsent({ consent: aConsent({ patientDataConsentFormUpdated: null, consent: null }) });
    expect(checkbox(/common patient registry/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(policy());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('counts a save in this visit as the form filled: the privacy policy is no longer required', async () => {
    const { user } = await openConsent({ consent: aConsent({ patientDataConsentFormUpdated: null, consent: null }) });
    expect(policy()).toBeRequired();
    await user.click(policy());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choices have been saved.')).toBeInTheDocument();
    expect(policy()).not.toBeRequired();
    await user.click(policy());
    await user.click(checkbox(/marketing/));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sends the choices with the language and confirms when the page stays', async () => {
    const { user, calls } = await openConsent();
    await user.click(checkbox(/marketing/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choices have been saved.')).toBeInTheDocument();
    const [post] = postsTo(calls, '/api/user/consent');
    expect(post?.url.searchParams.get('lang')).toBe('en');
    expect(post?.body).toEqual({
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: true,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
      privacyPolicyRead: false,
    });
  });

  it('returns to the appointment after the consent given from check-in', async () => {
    const { user, router } = renderMyInformation({
      saveAction: { type: 'go-to-view-appointment-page', appointmentId: 101, tab: 'consent' },
      consent: aConsent({ patientDataConsentFormUpdated: null, consent: null }),
    });
    await screen.findByRole('heading', { name: 'Processing of patient data' });
    await user.click(policy());
    await user.click(screen.getByRole('button', { name: 'Save and return to the appointment' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/appointments/101');
  });

  it('says when saving failed and lets the patient try again', async () => {
    const { user } = await openConsent({ handlers: { 'POST /api/user/consent': answer({}, 500) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong and we could not save the changes. Please try again.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks a person without a patient record to save the basic information first', async () => {
    const { user } = renderMyInformation({ consent: { isRegistered: false, patientDataConsentFormUpdated: null, consent: null } });
    await user.click(await screen.findByRole('tab', { name: 'Permissions and agreements' }));
    expect(await screen.findByText(/Save your basic information first/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers a retry when the choices cannot be read', async () => {
    const { user } = renderMyInformation({ handlers: { 'GET /api/user/consent': answer({}, 500) } });
    await user.click(await screen.findByRole('tab', { name: 'Permissions and agreements' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('my information in Finnish and Swedish', () => {
  it('reads in Finnish and returns to the Finnish pay page', async () => {
    const { user, router } = renderMyInformation({ lang: 'fi', saveAction: { type: 'go-to-invoice-page', invoiceNumber: '41000007' } });
    expect(await screen.findByRole('tab', { name: 'Perustiedot', selected: true })).toBeInTheDocument();
    expect(tab('Luvat ja sopimukset')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tallenna ja palaa maksamaan' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fi/maksa/41000007');
  });

  it('names the fields to check in Swedish, a guardian’s too', async () => {
    const { user } = renderMyInformation({ lang: 'sv', brand: 'children', information: anInformation({ email: null }) });
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Kontrollera följande fält: E-post, Vårdnadshavare 1: Efternamn och förnamn och Vårdnadshavare 1: Telefonnummer'),
    ).toBeInTheDocument();
  });
});
