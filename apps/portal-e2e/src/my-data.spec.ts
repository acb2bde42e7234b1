import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, signInAsPerson, testPerson } from './support';

// The use of the patient's data (issue 47): from my information to the page of who has viewed the
// data and the sign-ins, and the downloads of a copy as FHIR R4 (JSON) and as a PDF. Laura Mäkinen
// in the general brand; in the children's brand Johanna Laine acting for Eetu sees Eetu's log,
// where her own reads of his data are listed.

const languages = ['fi', 'sv', 'en'] as const;

const myInformation = { fi: '/fi/omat-tiedot', sv: '/sv/mina-uppgifter', en: '/en/my-information' } as const;
const myData = { fi: '/fi/omat-tiedot/kaytto', sv: '/sv/mina-uppgifter/anvandning', en: '/en/my-information/my-data' } as const;

const texts = {
  fi: {
    link: 'Kuka on katsonut tietojasi, ja kopio tiedoistasi',
    title: 'Tietojesi käyttö',
    reads: 'Kuka on katsonut tietojasi',
    signIns: 'Kirjautumiset',
    fhir: 'Tietosi FHIR-muodossa (JSON)',
    pdf: 'Tietosi PDF-asiakirjana',
    pdfHeading: 'Omat tietoni',
    guardian: 'Johanna Laine (huoltaja)',
    themselves: 'Itse',
  },
  sv: {
    link: 'Vem har sett dina uppgifter, och en kopia av dem',
    title: 'Användning av dina uppgifter',
    reads: 'Vem har sett dina uppgifter',
    signIns: 'Inloggningar',
    fhir: 'Dina uppgifter i FHIR-format (JSON)',
    pdf: 'Dina uppgifter som PDF-dokument',
    pdfHeading: 'Mina uppgifter',
    guardian: 'Johanna Laine (vårdnadshavare)',
    themselves: 'Sig själv',
  },
  en: {
    link: 'Who has viewed your data, and a copy of it',
    title: 'Use of your data',
    reads: 'Who has viewed your data',
    signIns: 'Sign-ins',
    fhir: 'Your data in FHIR format (JSON)',
    pdf: 'Your data as a PDF document',
    pdfHeading: 'My data',
    guardian: 'Johanna Laine (guardian)',
    themselves: 'Themselves',
  },
} as const;

const signInAs = { fi: 'Tunnistaudu: {name}', sv: 'Identifiera dig som {name}', en: 'Identify as {name}' } as const;
const actFor = { fi: /Asioi henkilön Eetu Laine/, sv: /Uträtta ärenden för Eetu Laine/, en: /Act for Eetu Laine/ } as const;

/** Follows a download link and gives the file's bytes and the name the API gave it. */
async function download(page: Page, name: string): Promise<{ bytes: Buffer; fileName: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { bytes: await readFile(path), fileName: file.suggestedFilename() };
}

for (const lang of languages) {
  test(`Laura opens the use of her data, downloads it as FHIR and PDF (${lang})`, { tag: '@general' }, async ({ page }) => {
    const t = texts[lang];
    await signInAsPerson(page, testPerson.general, lang, myInformation[lang]);
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(myData[lang]);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.reads })).toBeVisible();
    // Her sign-in is listed, as herself.
    const signIns = page.getByRole('table', { name: t.signIns });
    await expect(signIns.getByRole('row').nth(1)).toContainText(testPerson.general.name);
    await expect(signIns.getByRole('row').nth(1)).toContainText(t.themselves);
    await expectAccessible(page);

    const fhir = await download(page, t.fhir);
    expect(fhir.fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
    const bundle = JSON.parse(fhir.bytes.toString('utf8')) as { resourceType: string; type: string; entry: { resource: { resourceType: string; identifier?: { system: string }[] } }[] };
    expect([bundle.resourceType, bundle.type]).toEqual(['Bundle', 'collection']);
    const types = new Set(bundle.entry.map((entry) => entry.resource.resourceType));
    for (const type of ['Patient', 'Appointment', 'Encounter', 'Observation', 'DiagnosticReport', 'MedicationRequest', 'Immunization']) expect(types).toContain(type);
    expect(bundle.entry[0]?.resource.identifier?.[0]?.system).toBe('urn:oid:1.2.246.21');

    const pdf = await download(page, t.pdf);
    expect(pdf.fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain('/Marked true');
  });

  test(`Johanna acting for Eetu sees her own reads in Eetu’s log (${lang})`, { tag: '@children' }, async ({ page }) => {
    const t = texts[lang];
    const query = new URLSearchParams({ lang, next: myData[lang], acr_values: 'mobiilivarmenne', mode: 'mandate' });
    await page.goto(`/oauth/authenticate?${query}`);
    await page.getByRole('button', { name: signInAs[lang].replace('{name}', 'Johanna Laine') }).click();
    await page.getByRole('button', { name: actFor[lang] }).click();
    await expect(page).toHaveURL(myData[lang]);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Opening the page read Eetu's log: once more, and the read is in it, as the guardian's.
    await page.reload();
    const reads = page.getByRole('table', { name: t.reads });
    await expect(reads.getByRole('row').nth(1)).toContainText(t.guardian);
    await expect(page.getByRole('table', { name: t.signIns }).getByRole('row').nth(1)).toContainText('Eetu Laine');
    await expectAccessible(page);
  });
}
