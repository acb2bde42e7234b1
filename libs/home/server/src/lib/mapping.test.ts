import { appointmentItem, CONVERSATION_EXCERPT_LENGTH, conversationItem, imagingItem, prescriptionSummary } from './mapping';
import type { UpcomingAppointmentRow } from '@portal/appointments/records';
import type { ConversationRow } from '@portal/messaging/records';
import { aPrescription } from '@portal/prescriptions/contracts/testing';
import type { PrescriptionRow } from '@portal/prescriptions/records';

const localized = (en: string) => ({ fi: `${en} fi`, sv: `${en} sv`, en });

const appointment: UpcomingAppointmentRow = {
  id: 5,
  startDate: new Date('2026-11-24T08:00:00Z'),
  payerType: 'self',
  kindTitle: localized('Clinic visit'),
  practitionerName: 'Aino Virtanen',
  practitionerPicture: '/a.svg',
  practitionerIsResource: false,
  clinicContent: { name: localized('Kamppi'), arrivalInfo: null, covid19TestSiteName: null, covid19TestSiteAddress: null, covid19ArrivalInfo: null },
};

describe('appointmentItem', () => {
  it('titles with the kind and names practitioner and clinic in the language', () => {
    expect(appointmentItem(appointment, 'sv')).toMatchObject({
      title: 'Clinic visit sv',
      subtitle: 'Aino Virtanen, Kamppi sv',
      date: '2026-11-24T08:00:00.000Z',
      avatar: { name: 'Aino Virtanen', url: '/a.svg' },
      styles: 'default',
    });
  });

  it("styles occupational health care appointments 'occupational'", () => {
    expect(appointmentItem({ ...appointment, payerType: 'occupationalHealthCare' }, 'fi').styles).toBe('occupational');
    expect(appointmentItem({ ...appointment, payerType: 'insuranceAndOccupationalHealthCare' }, 'fi').styles).toBe('occupational');
    expect(appointmentItem({ ...appointment, payerType: 'insurance' }, 'fi').styles).toBe('default');
  });

  it('gives a resource (a laboratory) no avatar', () => {
    expect(appointmentItem({ ...appointment, practitionerIsResource: true }, 'fi').avatar).toBeNull();
  });
});

describe('conversationItem', () => {
  const row: ConversationRow = {
    id: 9,
    title: 'Kysymys',
    created: new Date('2026-11-01T08:00:00Z'),
    lastMessageAt: new Date('2026-11-20T08:00:00Z'),
    readAt: null,
    latestContent: 'x'.repeat(300),
    professional: null,
  };

  it('shows only the start of a long message and no avatar without a professional author', () => {
    const item = conversationItem(row, 'fi');
    expect(item.subtitle).toHaveLength(CONVERSATION_EXCERPT_LENGTH);
    expect(item.avatar).toBeNull();
    expect(item.highlighted).toBe(true);
  });

  it('dates a thread without messages by its creation and does not highlight it', () => {
    const item = conversationItem({ ...row, lastMessageAt: null, latestContent: null }, 'fi');
    expect(item).toMatchObject({ date: '2026-11-01T08:00:00.000Z', highlighted: false, subtitle: null });
  });
});

describe('imagingItem', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  it("falls back to 'No title' and says whether there is a doctor's statement", () => {
    const row = { id: 1, imagingDate: '2026-01-01', examinationName: null, hasStatement: false };
    expect(imagingItem(row, 'en', now)).toMatchObject({ title: 'No title', subtitle: "No doctor's statement", highlighted: false });
    expect(imagingItem({ ...row, hasStatement: true }, 'fi', now)).toMatchObject({ title: 'Ei otsikkoa', subtitle: 'Lääkärin lausunto' });
  });
});

describe('prescriptionSummary', () => {
  const row: PrescriptionRow = {
    ...aPrescription({
      id: 1,
      issuedDate: '2026-11-01',
      medicineName: 'Ventoline',
      strength: '0,1 mg',
      medicineType: 'inhalaatiosumute',
      packageUnit: 'annosta',
      packageSize: 200,
      packageCount: 2,
      totalAmount: 400.5,
      treatmentLength: 6,
      treatmentLengthUnit: 'months',
    }),
    practitionerName: null,
    practitionerPicture: null,
    practitionerIsResource: null,
    anyRenewable: true,
  };

  it('joins type, count x size, total and treatment length in the language', () => {
    expect(prescriptionSummary(row, 'fi')).toBe('inhalaatiosumute, 2 x 200 annosta, 400,5 annosta, 6 kk');
    expect(prescriptionSummary(row, 'en')).toBe('inhalaatiosumute, 2 x 200 annosta, 400.5 annosta, 6 months');
  });

  it('leaves out a treatment length that is not given', () => {
    expect(prescriptionSummary({ ...row, treatmentLength: null, treatmentLengthUnit: null }, 'sv')).toBe('inhalaatiosumute, 2 x 200 annosta, 400,5 annosta');
  });
});
