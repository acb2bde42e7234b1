import { readPdf } from '@portal/shared/server/testing';
import type { CertificatePdfData } from './certificate-pdf';
import { certificatePdfFilename, formatSickLeave, renderCertificatePdf } from './certificate-pdf';

const certificate: CertificatePdfData['certificate'] = {
  type: 'medicalCertificateA',
  creationDate: '2026-11-02',
  validFrom: '2026-11-02',
  validUntil: '2026-11-15',
  practitionerName: 'Pirjo Äijälä',
};

function render(values: Partial<CertificatePdfData> = {}): Promise<Buffer> {
  return renderCertificatePdf({ certificate, patientName: 'Åke Öström', brand: 'general', lang: 'fi', createdAt: new Date('2026-11-23T10:00:00Z'), ...values });
}

describe('renderCertificatePdf', () => {
  it('heads the PDF with the kind of certificate and reads out its details with Finnish and Swedish letters', async () => {
    const read = await readPdf(await render());
    expect(read.info).toMatchObject({ Title: 'Lääkärinlausunto A 2.11.2026', Language: 'fi-FI' });
    expect(read.xmp).toMatchObject({ 'pdfuaid:part': '1', 'dc:title': 'Lääkärinlausunto A 2.11.2026' });
    const [document] = read.structure;
    expect(document?.children[1]).toMatchObject({ role: 'H1', text: 'Lääkärinlausunto A' });
    expect(document?.children[2]?.children.map((row) => row.children.map((cell) => `${cell.role} ${cell.text}`))).toEqual([
      ['TH Potilas', 'TD Åke Öström'],
      ['TH Sairausloma', 'TD 2.11.2026–15.11.2026'],
      ['TH Laatija', 'TD Pirjo Äijälä'],
      ['TH Laadittu', 'TD 2.11.2026'],
    ]);
  });

  it('names the nurse’s certificate in each language', async () => {
    const nurse = { ...certificate, type: 'nurse' as const };
    const titles = await Promise.all((['fi', 'sv', 'en'] as const).map(async (lang) => (await readPdf(await render({ certificate: nurse, lang }))).info['Title']));
    expect(titles).toEqual(['Hoitajan todistus 2.11.2026', 'Sjukskötarintyg 2.11.2026', "Nurse's certificate 2 Nov 2026"]);
  });

  it('leaves out a practitioner or patient no longer on record', async () => {
    const read = await readPdf(await render({ certificate: { ...certificate, practitionerName: null }, patientName: null, lang: 'en', brand: 'children' }));
    expect(read.text).toBe('Kajo Kids Medical certificate A Sick leave 2 Nov 2026 – 15 Nov 2026 Date written 2 Nov 2026');
  });
});

describe('formatSickLeave', () => {
  it('gives the first and the last day, or the one day', () => {
    expect(formatSickLeave('2026-10-30', '2026-11-01', 'sv')).toBe('30.10.2026–1.11.2026');
    expect(formatSickLeave('2026-10-30', '2026-11-01', 'en')).toBe('30 Oct 2026 – 1 Nov 2026');
    expect(formatSickLeave('2026-10-30', '2026-10-30', 'fi')).toBe('30.10.2026');
  });
});

describe('certificatePdfFilename', () => {
  it('names the file in the language with the certificate’s id', () => {
    expect([certificatePdfFilename(12, 'fi'), certificatePdfFilename(12, 'sv'), certificatePdfFilename(12, 'en')]).toEqual(['todistus-12.pdf', 'intyg-12.pdf', 'certificate-12.pdf']);
  });
});
