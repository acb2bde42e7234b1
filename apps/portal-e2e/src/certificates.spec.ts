import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectSectionAbsent, signIn, testPerson } from './support';

// Certificates of the demo data (README "Test persons"): Laura Mäkinen has a nurse's certificate
// and two medical certificates A in the general brand. The children's brand has no certificates:
// no menu link, no page and no API.

type Lang = 'fi' | 'sv' | 'en';

const segment = { fi: 'todistukset', sv: 'certifikat', en: 'certificates' } as const;

const texts = {
  fi: {
    menu: 'Päävalikko',
    title: 'Todistukset',
    list: 'Todistuksesi',
    types: { nurse: 'Hoitajan todistus', medicalCertificateA: 'Lääkärinlausunto A' },
    sickLeave: 'Sairausloma',
    practitioner: 'Laatija',
    download: 'Lataa',
    patient: 'Potilas',
  },
  sv: {
    menu: 'Huvudmeny',
    title: 'Intyg',
    list: 'Dina intyg',
    types: { nurse: 'Sjukskötarintyg', medicalCertificateA: 'Läkarutlåtande A' },
    sickLeave: 'Sjukledighet',
    practitioner: 'Utfärdat av',
    download: 'Ladda ner',
    patient: 'Patient',
  },
  en: {
    menu: 'Main',
    title: 'Certificates',
    list: 'Your certificates',
    types: { nurse: "Nurse's certificate", medicalCertificateA: 'Medical certificate A' },
    sickLeave: 'Sick leave',
    practitioner: 'Written by',
    download: 'Download',
    patient: 'Patient',
  },
} as const;

interface ListedCertificate {
  id: number;
  type: 'nurse' | 'medicalCertificateA';
  creationDate: string;
  validFrom: string;
  validUntil: string;
  practitioner: { name: string } | null;
}

/** The signed-in patient's certificates, as the API answers the portal. */
async function certificatesOf(request: APIRequestContext): Promise<ListedCertificate[]> {
  const response = await request.get('/api/certificates?lang=fi');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-store');
  return ((await response.json()) as { certificates: ListedCertificate[] }).certificates;
}

/** 'YYYY-MM-DD' as the portal shows it, e.g. '23.10.2026'. */
const shown = (date: string) => date.split('-').reverse().map(Number).join('.');

/** The text of every page of a PDF as Mozilla's pdf.js reads it, runs of white space as one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0, disableFontFace: true });
  const doc = await loading.promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  await loading.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

for (const lang of ['fi', 'sv', 'en'] as const satisfies readonly Lang[]) {
  test(`Laura finds her certificates from the menu and downloads one as a PDF (${lang})`, { tag: '@general' }, async ({ page }, testInfo) => {
    const t = texts[lang];
    await signIn(page, testInfo, lang);
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.title, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const certificates = await certificatesOf(page.request);
    expect(certificates.map((certificate) => certificate.type)).toEqual(['nurse', 'medicalCertificateA', 'medicalCertificateA']);
    const items = page.getByRole('list', { name: t.list }).getByRole('listitem');
    await expect(items).toHaveCount(certificates.length);
    for (const [i, certificate] of certificates.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading', { level: 2 })).toHaveAccessibleName(`${t.types[certificate.type]} ${shown(certificate.creationDate)}`);
      await expect(item).toContainText(`${t.sickLeave}${shown(certificate.validFrom)}–${shown(certificate.validUntil)}`);
      await expect(item).toContainText(`${t.practitioner}${certificate.practitioner?.name ?? ''}`);
    }
    await expectAccessible(page);

    // The newest, a nurse's certificate: the link saves the PDF the API makes.
    const [newest] = certificates;
    if (!newest) throw new Error('The seed has no certificates for Laura');
    const link = items.first().getByRole('link', { name: `${t.download} ${t.types.nurse} ${shown(newest.creationDate)} (PDF)` });
    await expect(link).toHaveAttribute('href', `/api/certificates/${newest.id}/pdf?lang=${lang}`);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${{ fi: 'todistus', sv: 'intyg', en: 'certificate' }[lang]}-${newest.id}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(t.types.nurse);
    expect(text).toContain(`${t.patient} ${testPerson.general.name}`);
    expect(text).toContain(`${t.practitioner} ${newest.practitioner?.name ?? ''}`);
    if (lang !== 'en') expect(text).toContain(`${t.sickLeave} ${shown(newest.validFrom)}–${shown(newest.validUntil)}`);
    // The page stays where it was.
    await expect(page).toHaveURL(`/${lang}/${segment[lang]}`);
  });
}

test('the children’s brand offers no certificates: no menu link, no page and no API', { tag: '@children' }, async ({ page }, testInfo) => {
  await signIn(page, testInfo, 'fi');
  await expectSectionAbsent(page, { title: { fi: texts.fi.title, sv: texts.sv.title, en: texts.en.title }, segment });
  const list = await page.request.get('/api/certificates?lang=fi');
  expect([list.status(), await list.json()]).toEqual([404, { type: 'NotFound' }]);
  expect((await page.request.get('/api/certificates/1/pdf?lang=fi')).status()).toBe(404);
});
