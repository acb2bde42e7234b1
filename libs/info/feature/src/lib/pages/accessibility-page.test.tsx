import type { Lang } from '@portal/shared/i18n';
import type { Handler } from '@portal/shared/data-access/testing';
import { aBrand, answer, jsonResponse, mockApi, never, renderPage, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessibilityPage } from './accessibility-page';

const texts = {
  fi: {
    title: 'Saavutettavuusseloste',
    headings: [
      'Saavutettavuuden tila',
      'Sisältö, joka ei ole saavutettavaa',
      'Miten saavutettavuus on arvioitu',
      'Anna palautetta saavutettavuudesta',
      'Valvontaviranomainen',
      'Selosteen tiedot',
    ],
    service: { general: 'koskee asiointipalvelua Kajo,', children: 'koskee asiointipalvelua Kajo Lapset,' },
    partially: 'Palvelu täyttää saavutettavuusvaatimukset osittain.',
    help: /Ohjeet-sivu \(\/fi\/ohjeita\) on vain suomeksi/,
    sicknessFund: 'Sairauskassan sivu on vain suomeksi.',
    terms: /Käyttöehdot ovat vain suomeksi/,
    pdfs: { general: /^Laskut, kuitit ja todistukset ladataan PDF-tiedostoina/, children: /^Laskut ja kuitit ladataan PDF-tiedostoina/ },
    assessed: /itsearviointina.*axe-työkalulla.*pelkällä näppäimistöllä/,
    answerWithin: /Vastaamme 14 päivän kuluessa/,
    dates: ['Tämä seloste on laadittu 25.11.2026.', 'Selostetta on päivitetty viimeksi 25.11.2026.'],
    supervisor: 'Liikenne- ja viestintävirasto Traficom',
    website: ['www.saavutettavuusvaatimukset.fi', 'https://www.saavutettavuusvaatimukset.fi'],
    phone: 'puhelinvaihde 029 534 5000',
    form: 'Anna palautetta saavutettavuudesta',
    message: 'Palautteesi',
    page: 'Sivu tai palvelun osa (vapaaehtoinen)',
    replyEmail: 'Sähköpostiosoite vastausta varten (vapaaehtoinen)',
    privacy: 'Käytämme palautteesi henkilötietoja ja sähköpostiosoitettasi vain sinulle vastaamiseen.',
    send: 'Lähetä palaute',
    sentWithReply: 'Kiitos palautteestasi. Vastaamme antamaasi sähköpostiosoitteeseen 14 päivän kuluessa.',
    sentWithoutReply: /^Kiitos palautteestasi. Et antanut sähköpostiosoitetta/,
    failed: 'Palautteen lähettäminen epäonnistui. Yritä uudelleen. Kirjoittamasi teksti on yhä lomakkeella.',
    tooMany: /^Olet lähettänyt useita viestejä lyhyessä ajassa/,
    checkFields: 'Tarkista seuraavat kentät: Palautteesi',
    checkBoth: 'Tarkista seuraavat kentät: Palautteesi ja Sähköpostiosoite vastausta varten (vapaaehtoinen)',
    messageRequired: 'Kirjoita palautteesi',
    tooLong: 'Merkkien enimmäismäärä on 2000',
    email: 'Anna sähköpostiosoitteesi, esim. nimi@esimerkki.fi',
  },
  sv: {
    title: 'Tillgänglighetsutlåtande',
    headings: [
      'Tillgänglighetsstatus',
      'Innehåll som inte är tillgängligt',
      'Hur tillgängligheten har bedömts',
      'Ge respons om tillgängligheten',
      'Tillsynsmyndighet',
      'Information om utlåtandet',
    ],
    service: { general: 'gäller e-tjänsten Kajo,', children: 'gäller e-tjänsten Kajo Barn,' },
    partially: 'Tjänsten uppfyller tillgänglighetskraven delvis.',
    help: /Hjälpsidan \(\/fi\/ohjeita\) finns endast på finska/,
    sicknessFund: 'Sjukkassans sida finns endast på finska.',
    terms: /Användarvillkoren finns endast på finska/,
    pdfs: { general: /^Fakturor, kvitton och intyg laddas ned som PDF-filer/, children: /^Fakturor och kvitton laddas ned som PDF-filer/ },
    assessed: /självbedömning.*axe.*enbart tangentbord/,
    answerWithin: /Vi svarar inom 14 dagar/,
    dates: ['Detta utlåtande har upprättats den 25.11.2026.', 'Utlåtandet har senast uppdaterats den 25.11.2026.'],
    supervisor: 'Transport- och kommunikationsverket Traficom',
    website: ['www.tillganglighetskrav.fi', 'https://www.tillganglighetskrav.fi'],
    phone: 'telefonväxel 029 534 5000',
    form: 'Ge respons om tillgängligheten',
    message: 'Din respons',
    page: 'Sida eller del av tjänsten (frivilligt)',
    replyEmail: 'E-postadress för svaret (frivilligt)',
    privacy: 'Vi använder personuppgifterna i din respons och din e-postadress endast för att svara dig.',
    send: 'Skicka respons',
    sentWithReply: 'Tack för din respons. Vi svarar till den e-postadress du angav inom 14 dagar.',
    sentWithoutReply: /^Tack för din respons. Du angav ingen e-postadress/,
    failed: 'Responsen kunde inte skickas. Försök igen. Det du skrev finns kvar i formuläret.',
    tooMany: /^Du har skickat flera meddelanden på kort tid/,
    checkFields: 'Kontrollera följande fält: Din respons',
    checkBoth: 'Kontrollera följande fält: Din respons och E-postadress för svaret (frivilligt)',
    messageRequired: 'Skriv din respons',
    tooLong: 'Högsta antal tecken är 2000',
    email: 'Ange din e-postadress, t.ex. namn@exempel.fi',
  },
  en: {
    title: 'Accessibility statement',
    headings: [
      'Status of compliance',
      'Content that is not accessible',
      'How accessibility was assessed',
      'Give feedback on accessibility',
      'Enforcement procedure',
      'About this statement',
    ],
    service: { general: 'concerns the Kajo online service', children: 'concerns the Kajo Kids online service' },
    partially: 'The service partially meets the accessibility requirements.',
    help: /The help page \(\/fi\/ohjeita\) is in Finnish only/,
    sicknessFund: 'The sickness fund page is in Finnish only.',
    terms: /The terms of use are in Finnish only/,
    pdfs: { general: /^Invoices, receipts and certificates are downloaded as PDF files/, children: /^Invoices and receipts are downloaded as PDF files/ },
    assessed: /self-assessment.*axe tool.*keyboard alone/,
    answerWithin: /We answer within 14 days/,
    dates: ['This statement was drawn up on 25 November 2026.', 'The statement was last updated on 25 November 2026.'],
    supervisor: 'Finnish Transport and Communications Agency Traficom',
    website: ['www.webaccessibility.fi', 'https://www.webaccessibility.fi'],
    phone: 'telephone switchboard +358 29 534 5000',
    form: 'Give feedback on accessibility',
    message: 'Your feedback',
    page: 'Page or part of the service (optional)',
    replyEmail: 'E-mail address for the answer (optional)',
    privacy: 'We use the personal data in your feedback and your e-mail address only to answer you.',
    send: 'Send feedback',
    sentWithReply: 'Thank you for your feedback. We will answer to the e-mail address you gave within 14 days.',
    sentWithoutReply: /^Thank you for your feedback. You gave no e-mail address/,
    failed: 'Sending the feedback failed. Please try again. What you wrote is still in the form.',
    tooMany: /^You have sent several messages in a short time/,
    checkFields: 'Check the following fields: Your feedback',
    checkBoth: 'Check the following fields: Your feedback and E-mail address for the answer (optional)',
    messageRequired: 'Write your feedback',
    tooLong: 'Maximum character length is 2000',
    email: 'Please enter your email, eg. name@example.com',
  },
} as const;

const langs = ['fi', 'sv', 'en'] as const satisfies readonly Lang[];
const path = { fi: '/fi/saavutettavuus', sv: '/sv/tillganglighet', en: '/en/accessibility' } as const;
const FEEDBACK = 'POST /api/accessibility-feedback';
const success = answer({ type: 'success', answerDue: '2026-12-09T08:00:00.000Z' });

/** The page for a visitor without a session, with a fake API answering `handlers`. */
function renderAnonymous(lang: Lang, handlers: Record<string, Handler> = { [FEEDBACK]: success }, brand: 'general' | 'children' = 'general') {
  const api = mockApi(handlers);
  const result = renderWithProviders(<AccessibilityPage />, { lang, route: path[lang], brand: aBrand(brand), fetch: api.fetch });
  return { ...result, calls: api.calls, user: userEvent.setup({ delay: null }) };
}

const form = (lang: Lang) => screen.getByRole('form', { name: texts[lang].form });
const messageField = (lang: Lang) => screen.getByRole('textbox', { name: texts[lang].message });

describe('accessibility statement', () => {
  it.each(langs)('follows the model statement for the general brand in %s', (lang) => {
    const t = texts[lang];
    renderAnonymous(lang);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(t.headings);
    expect(screen.getByText(new RegExp(t.service.general))).toBeInTheDocument();
    expect(screen.getByText(/306\/2019/)).toBeInTheDocument();
    expect(screen.getByText(/WCAG 2\.2/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${t.partially}`))).toBeInTheDocument();

    const limitations = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(limitations).toHaveLength(3);
    expect(limitations[0]).toHaveTextContent(t.help);
    expect(limitations[1]).toHaveTextContent(t.sicknessFund);
    expect(limitations[2]).toHaveTextContent(t.pdfs.general);
    expect(limitations[2]).toHaveTextContent(/PDF\/UA/);

    expect(screen.getByText(t.assessed)).toBeInTheDocument();
    expect(screen.getByText(t.answerWithin)).toBeInTheDocument();
    expect(screen.getByText(/010 380 3838/)).toBeInTheDocument();
    for (const date of t.dates) expect(screen.getByText(date)).toBeInTheDocument();
  });

  it.each(langs)('lists the Finnish-only terms and no sickness fund or certificates for the children’s brand in %s', (lang) => {
    const t = texts[lang];
    renderAnonymous(lang, undefined, 'children');
    expect(screen.getByText(new RegExp(t.service.children))).toBeInTheDocument();
    const limitations = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(limitations).toHaveLength(3);
    expect(limitations[0]).toHaveTextContent(t.help);
    expect(limitations[1]).toHaveTextContent(t.terms);
    expect(limitations[2]).toHaveTextContent(t.pdfs.children);
    expect(screen.queryByText(t.sicknessFund)).not.toBeInTheDocument();
    expect(screen.getByText(/010 380 3939/)).toBeInTheDocument();
  });

  it.each(langs)('gives the supervisory authority’s contact details as links in %s', (lang) => {
    const t = texts[lang];
    renderAnonymous(lang);
    const contact = screen.getByRole('region', { name: t.headings[4] });
    expect(within(contact).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(contact).toHaveTextContent(t.supervisor);
    expect(within(contact).getByRole('link', { name: t.website[0] })).toHaveAttribute('href', t.website[1]);
    expect(within(contact).getByRole('link', { name: 'saavutettavuus@traficom.fi' })).toHaveAttribute('href', 'mailto:saavutettavuus@traficom.fi');
    expect(within(contact).getByRole('link', { name: t.phone })).toHaveAttribute('href', 'tel:+358295345000');
  });
});

describe('accessibility feedback form', () => {
  it.each(langs)('has the fields, the personal data note and the button in %s', (lang) => {
    const t = texts[lang];
    renderAnonymous(lang);
    const feedback = within(form(lang));
    expect(feedback.getByRole('textbox', { name: t.message })).toBeRequired();
    expect(feedback.getByRole('textbox', { name: t.page })).not.toBeRequired();
    expect(feedback.getByRole('textbox', { name: t.replyEmail })).toHaveAttribute('type', 'email');
    expect(feedback.getByText(t.privacy)).toBeInTheDocument();
    expect(feedback.getByText('0 / 2000')).toBeInTheDocument();
    expect(feedback.getByRole('button', { name: t.send })).toBeEnabled();
  });

  it.each(langs)('sends anonymous feedback from the keyboard, thanks with focus on it and clears the form in %s', async (lang) => {
    const t = texts[lang];
    const { user, calls } = renderAnonymous(lang);
    await user.click(messageField(lang));
    await user.keyboard('Kuvilta puuttuu tekstivastine');
    await user.tab();
    await user.keyboard('Laskut');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: t.send })).toHaveFocus();
    await user.keyboard('{Enter}');

    const thanks = await screen.findByText(t.sentWithoutReply);
    await waitFor(() => expect(thanks.closest('[tabindex="-1"]')).toHaveFocus());
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe('POST');
    // No session, so no csrf token: the API takes the call on its same-origin check.
    expect(sent?.url.searchParams.has('csrfToken')).toBe(false);
    expect(sent?.body).toEqual({ message: 'Kuvilta puuttuu tekstivastine', page: 'Laskut', replyEmail: '', lang });
    expect(messageField(lang)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: t.page })).toHaveValue('');
  });

  it.each(langs)('sends signed in with the session’s csrf token and says the answer comes by e-mail in %s', async (lang) => {
    const t = texts[lang];
    const { user, calls } = renderPage(<AccessibilityPage />, { handlers: { [FEEDBACK]: success }, route: path[lang], path: path[lang], lang });
    await user.type(messageField(lang), '  Painike ei näy  ');
    await user.type(screen.getByRole('textbox', { name: t.replyEmail }), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: t.send }));

    expect(await screen.findByText(t.sentWithReply)).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(calls[0]?.body).toEqual({ message: 'Painike ei näy', page: '', replyEmail: 'maija@example.fi', lang });
    expect(screen.getByRole('textbox', { name: t.replyEmail })).toHaveValue('');
  });

  it.each(langs)('shows the sending state and keeps what was typed in %s', async (lang) => {
    const t = texts[lang];
    const { user } = renderAnonymous(lang, { [FEEDBACK]: never });
    await user.type(messageField(lang), 'Kontrasti');
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(t.send) })).toHaveAttribute('aria-disabled', 'true'));
    expect(messageField(lang)).toHaveValue('Kontrasti');
  });

  it.each(langs)('says sending failed and keeps everything typed in %s', async (lang) => {
    const t = texts[lang];
    const { user } = renderAnonymous(lang, { [FEEDBACK]: answer({ type: 'InternalServerError' }, 500) });
    await user.type(messageField(lang), 'Kontrasti');
    await user.type(screen.getByRole('textbox', { name: t.replyEmail }), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: t.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
    expect(messageField(lang)).toHaveValue('Kontrasti');
    expect(screen.getByRole('textbox', { name: t.replyEmail })).toHaveValue('maija@example.fi');
    expect(screen.getByRole('button', { name: t.send })).toBeEnabled();
  });

  it.each(langs)('says when too many were sent within the hour in %s', async (lang) => {
    const t = texts[lang];
    const { user } = renderAnonymous(lang, { [FEEDBACK]: () => jsonResponse({ type: 'TooManyRequests' }, 429) });
    await user.type(messageField(lang), 'Kontrasti');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tooMany);
    expect(messageField(lang)).toHaveValue('Kontrasti');
  });

  it.each(langs)('asks for the feedback, names the field to check with focus on the list and sends nothing in %s', async (lang) => {
    const t = texts[lang];
    const { user, calls } = renderAnonymous(lang);
    await user.type(messageField(lang), '   ');
    await user.click(screen.getByRole('button', { name: t.send }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(t.checkFields);
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    expect(messageField(lang)).toHaveAccessibleDescription(expect.stringContaining(t.messageRequired));
    expect(messageField(lang)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it.each(langs)('checks the e-mail address and the length of the feedback in %s', async (lang) => {
    const t = texts[lang];
    const { user, calls } = renderAnonymous(lang);
    await user.click(messageField(lang));
    await user.paste('a'.repeat(2001));
    const email = screen.getByRole('textbox', { name: t.replyEmail });
    await user.type(email, 'maija@example');
    await user.click(screen.getByRole('button', { name: t.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.checkBoth);
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t.email));
    expect(messageField(lang)).toHaveAccessibleDescription(expect.stringContaining(t.tooLong));
    expect(calls).toEqual([]);

    // Corrected, the list follows and the feedback goes.
    await user.clear(email);
    await user.type(email, 'maija@example.fi');
    await user.clear(messageField(lang));
    await user.type(messageField(lang), 'Lyhyempi');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sentWithReply)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
