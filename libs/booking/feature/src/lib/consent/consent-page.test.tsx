import type { ConsentFlags, ConsentRequest, PatientDataConsent } from '@portal/shared/contracts';
import type { ErrorReporter } from '@portal/shared/data-access';
import { aBrand, aSignedInSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import type { ConsentChoices, ConsentFormValues } from '@portal/shared/ui';
import { answer, mockApi } from '@portal/shared/data-access/testing';
import { ConsentPage } from './consent-page';

const noConsentYet: PatientDataConsent = { isRegistered: true, patientDataConsentFormUpdated: null, consent: null };
const onRecord: PatientDataConsent = {
  isRegistered: true,
  patientDataConsentFormUpdated: '2026-01-10T10:00:00.000Z',
  consent: {
    allowsCommonRegistry: true,
    allowsViewingOccupationalInformation: true,
    allowsMarketingMail: false,
    allowsTreatmentInstructionsMail: true,
    allowsBookingSms: false,
  },
};

function renderPage({
  current = answer(noConsentYet),
  consent = answer({ type: 'success' }),
  brand = aBrand(),
  reporter,
}: { current?: Handler; consent?: Handler; brand?: ReturnType<typeof aBrand>; reporter?: ErrorReporter } = {}) {
  const api = mockApi({ 'GET /api/user/consent': current, 'POST /api/user/consent': consent });
  const result = renderWithProviders(<ConsentPage />, {
    route: '/en/data-processing?next=%2Fen%2Fbooking%2Freserve%2F7',
    path: '/en/data-processing',
    routes: [{ path: '/en/booking/reserve/7', element: <p>Reservation page</p> }],
    session: aSignedInSession(),
    fetch: api.fetch,
    brand,
    reporter,
  });
  return { ...result, api, user: userEvent.setup({ delay: null }) };
}

// The shared form mirrors the contract's types (shared/ui may not import contracts): a permit added
// on one side only fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const formMirrorsContract: [Same<ConsentChoices, ConsentFlags>, Same<ConsentFormValues, ConsentRequest>] = [true, true];

const save = () => screen.findByRole('button', { name: 'Save' });
const policy = () => screen.getByRole('checkbox', { name: 'I have read the privacy policy' });

// The form's own rules (acknowledgement, one submit, retry) are ConsentForm's tests in @portal/shared/ui;
// these are the page's: what it reads, what it sends, where it goes and the brand's differences.
describe('consent page', () => {
  it('gives the form the contract’s permits', () => {
    expect(formMirrorsContract).toEqual([true, true]);
  });

  it('keeps Save disabled until the privacy policy is read when no consent is on record', async () => {
    const { user } = renderPage();
    expect(await save()).toBeDisabled();
    await user.click(policy());
    expect(await save()).toBeEnabled();
  });

  it('does not require the policy again when a consent is on record', async () => {
    renderPage({ current: answer(onRecord) });
    expect(await save()).toBeEnabled();
  });

  it('starts from the choices on record and sends them back with the change, not cleared', async () => {
    const { user, api } = renderPage({ current: answer(onRecord) });
    await save();
    expect(screen.getByRole('checkbox', { name: /common patient registry/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /occupational health data/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /treatment instructions/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /marketing/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /by text message/ }));
    await user.click(await save());
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...onRecord.consent,
      allowsBookingSms: true,
      privacyPolicyRead: false,
    });
  });

  it('offers a retry when the choices cannot be read', async () => {
    renderPage({ current: answer({}, 500) });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks the occupational-information consent in the general brand only', async () => {
    renderPage();
    await save();
    expect(screen.getByRole('checkbox', { name: /occupational health data/ })).toBeInTheDocument();
  });

  it('leaves the occupational-information consent out in the children brand', async () => {
    renderPage({ brand: aBrand('children') });
    await save();
    expect(screen.queryByRole('checkbox', { name: /occupational health data/ })).not.toBeInTheDocument();
  });

  // The privacy notice, not the terms of use, which hold none (decision 0050); every brand in the page's language.
  it('links the privacy notice of the language, in both brands', async () => {
    const { unmount } = renderPage();
    await save();
    expect(screen.getByRole('link', { name: /Read the privacy policy/ })).toHaveAttribute('href', '/en/privacy');
    unmount();
    renderPage({ brand: aBrand('children') });
    await save();
    expect(screen.getByRole('link', { name: /Read the privacy policy/ })).toHaveAttribute('href', '/en/privacy');
  });

  it('sends the flags and goes on to the next path', async () => {
    const { user, api } = renderPage();
    await save();
    await user.click(screen.getByRole('checkbox', { name: /common patient registry/ }));
    await user.click(screen.getByRole('checkbox', { name: /by text message/ }));
    await user.click(policy());
    await user.click(await save());
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    const call = api.calls.find((c) => c.method === 'POST');
    expect(call?.url.searchParams.get('lang')).toBe('en');
    expect(call?.body).toEqual({
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: true,
      privacyPolicyRead: true,
    });
  });

  it('reports a failed save, says so and lets the patient try again', async () => {
    const reporter: ErrorReporter = { report: jest.fn() };
    const { user } = renderPage({ consent: answer({}, 500), reporter });
    await save();
    await user.click(policy());
    await user.click(await save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong and we could not save the changes. Please try again.',
    );
    expect(await save()).toBeEnabled();
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'consent' });
  });
});
