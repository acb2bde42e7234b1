import { readDraft, writeDraft } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aPrescriptionsList, completeAnswers, threePrescriptions } from '@portal/prescriptions/contracts/testing';
import { parseRenewalIds, PrescriptionRenewalPage } from './prescription-renewal-page';

const segments = { en: 'prescription-renewal', fi: 'reseptin-uusinta', sv: 'receptfornyelse' } as const;

function renderRenewal(handlers: { list: Handler; send?: Handler }, lang: Lang = 'en', ids = '4,3') {
  const route = `/${lang}/${segments[lang]}/${ids}`;
  return renderPage(<PrescriptionRenewalPage />, {
    handlers: { 'GET /api/prescriptions': handlers.list, 'POST /api/prescription-renewals': handlers.send ?? never },
    route,
    path: `/${lang}/${segments[lang]}/:ids`,
    lang,
  });
}

const texts = {
  en: {
    title: 'Prescription renewal',
    loading: 'Loading the renewal',
    chosen: 'Prescriptions to renew',
    usage: 'How have you been taking the medicine?',
    asPrescribed: 'As prescribed',
    healthChange: 'Has your health changed since the prescription was written?',
    unchanged: 'No change',
    purpose: 'What do you use the medicine for?',
    otherMedicines: 'Which other medicines, natural products or supplements do you take?',
    finished: 'Has the prescription run out, or will it run out within a month?',
    finishedFollowUp: 'Why do you need the renewal already now?',
    sideEffects: 'Have you had side effects from the medicine?',
    sideEffectsFollowUp: 'Describe the side effects',
    yes: 'Yes',
    no: 'No',
    send: 'Send renewal request',
    responseTime: 'We handle renewal requests in 1–3 business days. The answer comes to your conversations.',
    failed: 'Prescription renewal failed.',
    sent: 'Renewal request sent',
    toConversations: 'Go to conversations',
    conversations: '/en/conversations',
    back: 'Back to prescriptions',
    list: '/en/prescriptions',
    notFound: 'Prescriptions were not found',
    unavailable: 'Prescriptions cannot be renewed here',
    maintenance: 'Prescription renewal is offline',
    maintenanceText: 'Prescription renewals are offline while we move to a new messaging service. Please try again later.',
    retry: 'Try again',
  },
  fi: {
    title: 'Reseptin uusinta',
    loading: 'Ladataan uusintaa',
    chosen: 'Uusittavat reseptit',
    usage: 'Miten olet käyttänyt lääkettä?',
    asPrescribed: 'Ohjeen mukaisesti',
    healthChange: 'Onko terveydentilasi muuttunut reseptin kirjoittamisen jälkeen?',
    unchanged: 'Ei muutosta',
    purpose: 'Mihin käytät lääkettä?',
    otherMedicines: 'Mitä muita lääkkeitä, luontaistuotteita tai ravintolisiä käytät?',
    finished: 'Onko resepti loppunut tai loppumassa kuukauden kuluessa?',
    finishedFollowUp: 'Miksi tarvitset uusinnan jo nyt?',
    sideEffects: 'Onko lääkkeestä ollut haittavaikutuksia?',
    sideEffectsFollowUp: 'Kuvaile haittavaikutukset',
    yes: 'Kyllä',
    no: 'Ei',
    send: 'Lähetä uusintapyyntö',
    responseTime: 'Käsittelemme uusintapyynnöt 1–3 arkipäivässä. Vastaus tulee viesteihisi.',
    failed: 'Reseptin uusinta epäonnistui.',
    sent: 'Uusintapyyntö lähetetty',
    toConversations: 'Siirry viesteihin',
    conversations: '/fi/viestit',
    back: 'Takaisin resepteihin',
    list: '/fi/reseptit',
    notFound: 'Reseptejä ei löytynyt',
    unavailable: 'Reseptejä ei voi uusia täällä',
    maintenance: 'Reseptien uusinta ei ole käytössä',
    maintenanceText: 'Reseptien uusinta ei ole käytössä, sillä siirrymme uuteen viestipalveluun. Yritä myöhemmin uudelleen.',
    retry: 'Yritä uudelleen',
  },
  sv: {
    title: 'Receptförnyelse',
    loading: 'Förnyelsen laddas',
    chosen: 'Recept att förnya',
    usage: 'Hur har du tagit läkemedlet?',
    asPrescribed: 'Enligt ordinationen',
    healthChange: 'Har ditt hälsotillstånd förändrats sedan receptet skrevs ut?',
    unchanged: 'Ingen förändring',
    purpose: 'Vad använder du läkemedlet för?',
    otherMedicines: 'Vilka andra läkemedel, naturprodukter eller kosttillskott tar du?',
    finished: 'Har receptet tagit slut, eller tar det slut inom en månad?',
    finishedFollowUp: 'Varför behöver du förnyelsen redan nu?',
    sideEffects: 'Har du haft biverkningar av läkemedlet?',
    sideEffectsFollowUp: 'Beskriv biverkningarna',
    yes: 'Ja',
    no: 'Nej',
    send: 'Skicka begäran om förnyelse',
    responseTime: 'Vi behandlar förnyelsebegäranden inom 1–3 vardagar. Svaret kommer till dina meddelanden.',
    failed: 'Receptförnyelsen misslyckades.',
    sent: 'Begäran om förnyelse skickad',
    toConversations: 'Gå till meddelandena',
    conversations: '/sv/meddelanden',
    back: 'Tillbaka till recepten',
    list: '/sv/recept',
    notFound: 'Recepten hittades inte',
    unavailable: 'Recepten kan inte förnyas här',
    maintenance: 'Receptförnyelsen är inte i bruk',
    maintenanceText: 'Receptförnyelsen är inte i bruk medan vi flyttar till en ny meddelandetjänst. Försök igen senare.',
    retry: 'Försök igen',
  },
} as const;

type Texts = (typeof texts)[Lang];

/** A question's group: its name is the question and the word for required (every question is). */
const asked = (question: string) => new RegExp(`^${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?, (required|pakollinen|obligatorisk)$`);

const choose = async (user: UserEvent, question: string, option: string) => {
  await user.click(within(screen.getByRole('group', { name: asked(question) })).getByRole('radio', { name: option }));
};

/** Answers every question; 'finished' yes and 'side effects' no ask for no follow-up. */
async function answerAll(user: UserEvent, t: Texts) {
  await choose(user, t.usage, t.asPrescribed);
  await choose(user, t.healthChange, t.unchanged);
  await user.type(screen.getByRole('textbox', { name: t.purpose }), 'Kilpirauhaseen');
  await user.type(screen.getByRole('textbox', { name: t.otherMedicines }), 'Ei muita');
  await choose(user, t.finished, t.yes);
  await choose(user, t.sideEffects, t.no);
}

const list = answer(aPrescriptionsList(threePrescriptions()));

beforeEach(() => sessionStorage.clear());

describe.each(['en', 'fi', 'sv'] as const)('prescription renewal in %s', (lang) => {
  const t = texts[lang];

  it('asks every question, enables send only when all are answered, sends and shows the success box', async () => {
    let sent: unknown;
    const { user, calls } = renderRenewal(
      {
        list,
        send: ({ body }) => {
          sent = body;
          return jsonResponse({ threadPath: `${t.conversations}/41` }, 201);
        },
      },
      lang,
    );
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const chosen = within(await screen.findByRole('region', { name: t.chosen }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ventoline Evohaler 0,1 mg/annos', 'Levaxin 50 mikrog']);
    expect(screen.getByText(t.responseTime)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: t.send });
    expect(send).toBeDisabled();

    await choose(user, t.usage, t.asPrescribed);
    await choose(user, t.healthChange, t.unchanged);
    await user.type(screen.getByRole('textbox', { name: t.purpose }), 'Kilpirauhaseen');
    await user.type(screen.getByRole('textbox', { name: t.otherMedicines }), 'Ei muita');
    await choose(user, t.finished, t.yes);
    expect(send).toBeDisabled();
    await choose(user, t.sideEffects, t.no);
    expect(send).toBeEnabled();

    await user.click(send);
    const success = await screen.findByRole('heading', { level: 2, name: t.sent });
    expect(success).toHaveFocus();
    expect(screen.getByRole('link', { name: t.toConversations })).toHaveAttribute('href', t.conversations);
    expect(screen.getAllByRole('link', { name: t.back })[0]).toHaveAttribute('href', t.list);
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
    expect(sent).toEqual({ prescriptionIds: [4, 3], answers: { ...completeAnswers(), text: { purpose: 'Kilpirauhaseen', otherMedicines: 'Ei muita' } } });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.searchParams.get('lang')).toBe(lang);
    expect(post?.url.searchParams.get('csrfToken')).toBeTruthy();
    // Sent: nothing is kept for later.
    expect(readDraft('prescriptions.renewal')).toBeNull();
  });

  it("asks for a follow-up when 'finished' is no or 'side effects' yes, and needs it answered", async () => {
    const { user } = renderRenewal({ list }, lang);
    await screen.findByRole('group', { name: asked(t.usage) });
    await answerAll(user, t);
    const send = screen.getByRole('button', { name: t.send });
    expect(screen.queryByRole('textbox', { name: t.finishedFollowUp })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.sideEffectsFollowUp })).not.toBeInTheDocument();

    await choose(user, t.finished, t.no);
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: t.finishedFollowUp }), 'Matka');
    expect(send).toBeEnabled();

    await choose(user, t.sideEffects, t.yes);
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: t.sideEffectsFollowUp }), 'Päänsärkyä');
    expect(send).toBeEnabled();
  });

  it(`says '${t.failed}' when sending fails, keeping the answers for another try`, async () => {
    let attempts = 0;
    const { user } = renderRenewal(
      {
        list,
        send: () => {
          attempts += 1;
          return attempts === 1 ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse({ threadPath: `${t.conversations}/41` }, 201);
        },
      },
      lang,
    );
    await screen.findByRole('group', { name: asked(t.usage) });
    await answerAll(user, t);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    expect(screen.getByRole('textbox', { name: t.purpose })).toHaveValue('Kilpirauhaseen');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('heading', { level: 2, name: t.sent })).toBeInTheDocument();
  });

  it('shows the sending state while the request is on its way', async () => {
    const { user } = renderRenewal({ list, send: never }, lang);
    await screen.findByRole('group', { name: asked(t.usage) });
    await answerAll(user, t);
    await user.click(screen.getByRole('button', { name: t.send }));
    const sending = await screen.findByRole('button', { name: /…/ });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: t.purpose })).toBeDisabled();
  });

  it('says renewals are offline in maintenance mode', async () => {
    renderRenewal({ list: answer(aPrescriptionsList(threePrescriptions(), { status: 'maintenance-mode' })) }, lang);
    expect(await screen.findByRole('heading', { level: 2, name: t.maintenance })).toBeInTheDocument();
    expect(screen.getByText(t.maintenanceText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown or another person’s id', '4,99'],
    ['a non-renewable prescription', '4,1'],
    ['an address that is no list of ids', 'abc'],
  ])('says the prescriptions were not found for %s, with a link back', async (_case, ids) => {
    renderRenewal({ list }, lang, ids);
    expect(await screen.findByRole('heading', { level: 2, name: t.notFound })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: t.back })) expect(link).toHaveAttribute('href', t.list);
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
  });

  it('says renewal is not available when it is not in use (a guardian acting for a child)', async () => {
    renderRenewal({ list: answer(aPrescriptionsList(threePrescriptions(), { enabled: false })) }, lang);
    expect(await screen.findByRole('heading', { level: 2, name: t.unavailable })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and the error view with retry', async () => {
    const { unmount } = renderRenewal({ list: never }, lang);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    unmount();
    renderRenewal({ list: answer({}, 500) }, lang);
    expect(await screen.findByRole('button', { name: t.retry })).toBeInTheDocument();
  });
});

describe('prescription renewal answers kept in the tab', () => {
  it('keeps unsent answers over a refresh, for the same prescriptions only', async () => {
    const first = renderRenewal({ list });
    await screen.findByRole('group', { name: asked(texts.en.usage) });
    await choose(first.user, texts.en.usage, texts.en.asPrescribed);
    await first.user.type(screen.getByRole('textbox', { name: texts.en.purpose }), 'Kilpirauhaseen');
    first.unmount();

    renderRenewal({ list }).unmount();
    const again = renderRenewal({ list });
    await screen.findByRole('group', { name: asked(texts.en.usage) });
    expect(screen.getByRole('radio', { name: texts.en.asPrescribed })).toBeChecked();
    expect(screen.getByRole('textbox', { name: texts.en.purpose })).toHaveValue('Kilpirauhaseen');
    again.unmount();

    // Another choice of prescriptions (and so another person's) starts empty.
    renderRenewal({ list }, 'en', '3');
    await screen.findByRole('group', { name: asked(texts.en.usage) });
    expect(screen.getByRole('radio', { name: texts.en.asPrescribed })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: texts.en.purpose })).toHaveValue('');
  });

  it('ignores a kept draft that is not a renewal’s', async () => {
    writeDraft('prescriptions.renewal', { owner: '4,3', answers: { general: 'x' } });
    renderRenewal({ list });
    await waitFor(() => expect(screen.getByRole('textbox', { name: texts.en.purpose })).toHaveValue(''));
  });
});

describe('parseRenewalIds', () => {
  it('reads ids joined by commas, each once', () => {
    expect(parseRenewalIds('4,3')).toEqual([4, 3]);
    expect(parseRenewalIds('7')).toEqual([7]);
    for (const text of [undefined, '', '4,', ',4', '4,4', '4;3', '-1', '1234567890', '4, 3']) expect(parseRenewalIds(text)).toBeNull();
  });
});
