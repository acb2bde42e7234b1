import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aCertificate, aCertificatesList } from '@portal/certificates/contracts/testing';
import { CertificatesPage } from './certificates-page';

function renderList(handler: Handler, lang: Lang = 'en') {
  const path = `/${lang}/${{ en: 'certificates', fi: 'todistukset', sv: 'certifikat' }[lang]}`;
  return renderPage(<CertificatesPage />, { handlers: { 'GET /api/certificates': handler }, route: path, path, lang });
}

const twoCertificates = aCertificatesList([
  aCertificate(),
  aCertificate({ id: 9, type: 'medicalCertificateA', creationDate: '2025-02-10', validFrom: '2025-02-10', validUntil: '2025-02-23', practitioner: null }),
]);

const texts = {
  en: {
    title: 'Certificates',
    intro: 'Your sick-leave certificates written since 1.1.2022.',
    list: 'Your certificates',
    nurse: "Nurse's certificate",
    doctor: 'Medical certificate A',
    sickLeave: 'Sick leave',
    practitioner: 'Written by',
    creationDate: 'Date written',
    download: 'Download',
    empty: 'No certificates',
    loading: 'Loading certificates',
  },
  fi: {
    title: 'Todistukset',
    intro: 'Sairauslomatodistuksesi 1.1.2022 alkaen.',
    list: 'Todistuksesi',
    nurse: 'Hoitajan todistus',
    doctor: 'Lääkärinlausunto A',
    sickLeave: 'Sairausloma',
    practitioner: 'Laatija',
    creationDate: 'Laadittu',
    download: 'Lataa',
    empty: 'Ei todistuksia',
    loading: 'Ladataan todistuksia',
  },
  sv: {
    title: 'Intyg',
    intro: 'Dina sjukledighetsintyg sedan 1.1.2022.',
    list: 'Dina intyg',
    nurse: 'Sjukskötarintyg',
    doctor: 'Läkarutlåtande A',
    sickLeave: 'Sjukledighet',
    practitioner: 'Utfärdat av',
    creationDate: 'Utfärdat',
    download: 'Ladda ner',
    empty: 'Inga intyg',
    loading: 'Intygen laddas',
  },
} as const;

describe.each(['en', 'fi', 'sv'] as const)('certificates list in %s', (lang) => {
  const t = texts[lang];

  it('lists each certificate with its kind, sick leave, who wrote it, when, and its PDF to download', async () => {
    const { calls } = renderList(answer(twoCertificates), lang);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.intro)).toBeInTheDocument();
    const [nurse, doctor] = within(await screen.findByRole('list', { name: t.list })).getAllByRole('listitem');

    // The date is in the heading for screen readers, so that certificates of one kind differ.
    expect(within(nurse as HTMLElement).getByRole('heading', { level: 2, name: `${t.nurse} 23.10.2026` })).toBeInTheDocument();
    expect(nurse).toHaveAccessibleName(`${t.nurse} 23.10.2026`);
    expect(nurse).toHaveTextContent(`${t.sickLeave}23.10.2026–25.10.2026`);
    expect(nurse).toHaveTextContent(`${t.practitioner}Sari Virtanen`);
    expect(nurse).toHaveTextContent(`${t.creationDate}23.10.2026`);
    expect(within(nurse as HTMLElement).getByText('23.10.2026', { selector: 'time' })).toHaveAttribute('datetime', '2026-10-23');
    const pdf = within(nurse as HTMLElement).getByRole('link', { name: `${t.download} ${t.nurse} 23.10.2026 (PDF)` });
    expect(pdf).toHaveAttribute('href', `/api/certificates/5/pdf?lang=${lang}`);
    expect(pdf).toHaveAttribute('download');
    expect(pdf).not.toHaveAttribute('target');

    // No practitioner on record: no such row.
    expect(within(doctor as HTMLElement).getByRole('heading', { level: 2, name: `${t.doctor} 10.2.2025` })).toBeInTheDocument();
    expect(doctor).toHaveTextContent(`${t.sickLeave}10.2.2025–23.2.2025`);
    expect(doctor).not.toHaveTextContent(t.practitioner);
    expect(within(doctor as HTMLElement).getByRole('link', { name: `${t.download} ${t.doctor} 10.2.2025 (PDF)` })).toHaveAttribute('href', `/api/certificates/9/pdf?lang=${lang}`);

    expect(calls[0]?.url.searchParams.get('lang')).toBe(lang);
  });

  it('gives a sick leave of one day as that day', async () => {
    renderList(answer(aCertificatesList([aCertificate({ validUntil: '2026-10-23' })])), lang);
    const item = within(await screen.findByRole('list', { name: t.list })).getByRole('listitem');
    expect(item).toHaveTextContent(`${t.sickLeave}23.10.2026${t.practitioner}`);
  });

  it(`says '${t.empty}' when there are none`, async () => {
    renderList(answer(aCertificatesList([])), lang);
    expect(await screen.findByRole('heading', { level: 2, name: t.empty })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t.list })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList(never, lang);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });
});

describe('certificates list errors', () => {
  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(twoCertificates);
    });
    expect(await screen.findByRole('heading', { name: /Something went wrong/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Nurse's certificate 23.10.2026" })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the error view for an answer that breaks the contract', async () => {
    renderList(answer({ certificates: [{ ...aCertificate(), type: 'medicalCertificateB' }] }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your certificates' })).not.toBeInTheDocument();
  });

  it.each([
    ['fi', 'Yritä uudelleen'],
    ['sv', 'Försök igen'],
  ] as const)('shows the error view in %s', async (lang, retry) => {
    renderList(answer({}, 500), lang);
    expect(await screen.findByRole('button', { name: retry })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts[lang].title })).toBeInTheDocument();
  });
});
