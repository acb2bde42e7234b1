import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { aPrescription, aPrescriptionsList, threePrescriptions } from '@portal/prescriptions/contracts/testing';
import { PrescriptionsPage } from './prescriptions-page';

const segments = { en: 'prescriptions', fi: 'reseptit', sv: 'recept' } as const;

function renderList(handler: Handler, lang: Lang = 'en') {
  const path = `/${lang}/${segments[lang]}`;
  return renderPage(<PrescriptionsPage />, { handlers: { 'GET /api/prescriptions': handler }, route: path, path, lang });
}

const texts = {
  en: {
    title: 'Prescriptions',
    list: 'Your prescriptions',
    loading: 'Loading prescriptions',
    empty: 'No prescriptions',
    intro: 'Choose the prescriptions you want renewed and continue to the renewal questions.',
    levaxinSummary: 'tabletti, 1 x 100 kpl, 100 kpl, 3 months',
    ventolineSummary: 'inhalaatiosumute, 2 x 200 annosta, 400.5 annosta, 1 week',
    buranaSummary: 'tabletti, 1 x 30 kpl, 30 kpl, 10 days',
    issued: 'Issued',
    dosage: 'Dosage',
    usage: 'Used for',
    nonRenewable: 'Non-renewable prescription',
    renew: 'Renew',
    selectAll: 'Choose all renewable prescriptions',
    cart: 'Prescriptions to renew',
    none: 'No prescriptions chosen',
    one: '1 prescription chosen',
    two: '2 prescriptions chosen',
    remove: 'Remove',
    renewSelected: 'Renew selected',
    maintenance: 'Prescription renewal is offline',
    renewal: 'prescription-renewal',
  },
  fi: {
    title: 'Reseptit',
    list: 'Reseptisi',
    loading: 'Ladataan reseptejä',
    empty: 'Ei reseptejä',
    intro: 'Valitse reseptit, jotka haluat uusia, ja jatka uusinnan kysymyksiin.',
    levaxinSummary: 'tabletti, 1 x 100 kpl, 100 kpl, 3 kuukautta',
    ventolineSummary: 'inhalaatiosumute, 2 x 200 annosta, 400,5 annosta, 1 viikko',
    buranaSummary: 'tabletti, 1 x 30 kpl, 30 kpl, 10 päivää',
    issued: 'Määrätty',
    dosage: 'Annostus',
    usage: 'Käyttötarkoitus',
    nonRenewable: 'Resepti ei ole uusittavissa',
    renew: 'Uusi',
    selectAll: 'Valitse kaikki uusittavat reseptit',
    cart: 'Uusittavat reseptit',
    none: 'Ei valittuja reseptejä',
    one: '1 resepti valittu',
    two: '2 reseptiä valittu',
    remove: 'Poista',
    renewSelected: 'Uusi valitut',
    maintenance: 'Reseptien uusinta ei ole käytössä',
    renewal: 'reseptin-uusinta',
  },
  sv: {
    title: 'Recept',
    list: 'Dina recept',
    loading: 'Recepten laddas',
    empty: 'Inga recept',
    intro: 'Välj de recept du vill förnya och fortsätt till frågorna om förnyelsen.',
    levaxinSummary: 'tabletti, 1 x 100 kpl, 100 kpl, 3 månader',
    ventolineSummary: 'inhalaatiosumute, 2 x 200 annosta, 400,5 annosta, 1 vecka',
    buranaSummary: 'tabletti, 1 x 30 kpl, 30 kpl, 10 dagar',
    issued: 'Utskrivet',
    dosage: 'Dosering',
    usage: 'Används för',
    nonRenewable: 'Receptet kan inte förnyas',
    renew: 'Förnya',
    selectAll: 'Välj alla recept som kan förnyas',
    cart: 'Recept att förnya',
    none: 'Inga recept valda',
    one: '1 recept valt',
    two: '2 recept valda',
    remove: 'Ta bort',
    renewSelected: 'Förnya valda',
    maintenance: 'Receptförnyelsen är inte i bruk',
    renewal: 'receptfornyelse',
  },
} as const;

/** Normalises the non-breaking spaces Intl may put in numbers. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe.each(['en', 'fi', 'sv'] as const)('prescriptions list in %s', (lang) => {
  const t = texts[lang];

  it('shows each prescription with its name, strength, summary line, issued date, dosage and use', async () => {
    const { calls } = renderList(answer(aPrescriptionsList(threePrescriptions())), lang);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: t.list })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [burana, ventoline, levaxin] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(levaxin).getByRole('heading', { level: 2, name: 'Levaxin 50 mikrog' })).toBeInTheDocument();
    expect(plain(levaxin.textContent)).toContain(t.levaxinSummary);
    expect(levaxin).toHaveTextContent(`${t.issued}27.1.2026`);
    expect(within(levaxin).getByText('27.1.2026', { selector: 'time' })).toHaveAttribute('datetime', '2026-01-27');
    expect(levaxin).toHaveTextContent(`${t.dosage}1 tabletti aamulla tyhjään mahaan`);
    expect(levaxin).toHaveTextContent(`${t.usage}Kilpirauhasen vajaatoimintaan`);
    expect(plain(ventoline.textContent)).toContain(t.ventolineSummary);
    expect(plain(burana.textContent)).toContain(t.buranaSummary);
    expect(calls[0]?.url.searchParams.get('lang')).toBe(lang);
    expect(screen.getByText(t.intro)).toBeInTheDocument();
  });

  it('gives renewable ones a checkbox named after the medicine, and a non-renewable one none', async () => {
    renderList(answer(aPrescriptionsList(threePrescriptions())), lang);
    const [burana, ventoline] = within(await screen.findByRole('list', { name: t.list })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(burana).getByText(t.nonRenewable)).toBeInTheDocument();
    expect(within(burana).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(ventoline).getByRole('checkbox', { name: `${t.renew} Ventoline Evohaler 0,1 mg/annos` })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('chooses into the cart, removes one by one and goes on to the renewal of the chosen ones', async () => {
    const { user, router } = renderList(answer(aPrescriptionsList(threePrescriptions())), lang);
    const cart = await screen.findByRole('region', { name: t.cart });
    expect(within(cart).getByRole('status')).toHaveTextContent(t.none);
    expect(within(cart).getByRole('button', { name: t.renewSelected })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: `${t.renew} Levaxin 50 mikrog` }));
    await user.click(screen.getByRole('checkbox', { name: `${t.renew} Ventoline Evohaler 0,1 mg/annos` }));
    expect(within(cart).getByRole('status')).toHaveTextContent(t.two);
    // The cart keeps the list's order, newest first.
    expect(within(cart).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Ventoline Evohaler 0,1 mg/annos', 'Levaxin 50 mikrog']);

    await user.click(within(cart).getByRole('button', { name: `${t.remove} Ventoline Evohaler 0,1 mg/annos` }));
    expect(within(cart).getByRole('status')).toHaveTextContent(t.one);
    expect(screen.getByRole('checkbox', { name: `${t.renew} Ventoline Evohaler 0,1 mg/annos` })).not.toBeChecked();
    // Focus stays in the cart, on the next remove button.
    expect(within(cart).getByRole('button', { name: `${t.remove} Levaxin 50 mikrog` })).toHaveFocus();

    await user.click(within(cart).getByRole('button', { name: t.renewSelected }));
    expect(router.state.location.pathname).toBe(`/${lang}/${t.renewal}/3`);
  });

  it('select-all toggles the renewable ones only, and is in between when some are chosen', async () => {
    const { user } = renderList(answer(aPrescriptionsList(threePrescriptions())), lang);
    const all = await screen.findByRole('checkbox', { name: t.selectAll });
    await user.click(screen.getByRole('checkbox', { name: `${t.renew} Levaxin 50 mikrog` }));
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(all).toBeChecked();
    const cart = screen.getByRole('region', { name: t.cart });
    expect(within(cart).getByRole('status')).toHaveTextContent(t.two);
    expect(within(cart).queryByText(/Burana/)).not.toBeInTheDocument();
    await user.click(all);
    expect(all).not.toBeChecked();
    expect(within(cart).getByRole('status')).toHaveTextContent(t.none);
  });

  it('shows the list without checkboxes or cart when renewal is not in use (a child’s, the children’s brand)', async () => {
    renderList(answer(aPrescriptionsList(threePrescriptions(), { enabled: false })), lang);
    expect(await screen.findByRole('list', { name: t.list })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.cart })).not.toBeInTheDocument();
    expect(screen.getByText(t.nonRenewable)).toBeInTheDocument();
    expect(screen.queryByText(t.intro)).not.toBeInTheDocument();
  });

  it('says renewals are offline in maintenance mode and offers no checkboxes', async () => {
    renderList(answer(aPrescriptionsList(threePrescriptions(), { status: 'maintenance-mode' })), lang);
    expect(await screen.findByRole('heading', { level: 2, name: t.maintenance })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.list })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it(`says '${t.empty}' when there are none`, async () => {
    renderList(answer(aPrescriptionsList([], { enabled: false })), lang);
    expect(await screen.findByRole('heading', { level: 2, name: t.empty })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t.list })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList(never, lang);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aPrescriptionsList([aPrescription()]));
    }, lang);
    await user.click(await screen.findByRole('button', { name: { en: 'Try again', fi: 'Yritä uudelleen', sv: 'Försök igen' }[lang] }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Levaxin 50 mikrog' })).toBeInTheDocument());
    expect(attempts).toBe(2);
  });
});

describe('prescriptions list, keyboard', () => {
  it('chooses with the space bar and removes from the cart with Enter', async () => {
    const { user } = renderList(answer(aPrescriptionsList(threePrescriptions())));
    const levaxin = await screen.findByRole('checkbox', { name: 'Renew Levaxin 50 mikrog' });
    act(() => levaxin.focus());
    await user.keyboard(' ');
    expect(levaxin).toBeChecked();
    const cart = screen.getByRole('region', { name: 'Prescriptions to renew' });
    const remove = within(cart).getByRole('button', { name: 'Remove Levaxin 50 mikrog' });
    act(() => remove.focus());
    await user.keyboard('{Enter}');
    expect(levaxin).not.toBeChecked();
    // The cart is empty: focus goes to its heading rather than the page.
    expect(within(cart).getByRole('heading', { name: 'Prescriptions to renew' })).toHaveFocus();
  });

  it('shows the error view for an answer that breaks the contract', async () => {
    renderList(answer({ prescriptions: [{ ...aPrescription(), treatmentLengthUnit: 'years' }], renewal: { enabled: true, status: 'ok' } }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your prescriptions' })).not.toBeInTheDocument();
  });
});
