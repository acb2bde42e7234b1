import type { HealthCareType } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { anAnonymousAppointment } from '@portal/appointments/contracts/testing';
import type { AppointmentDetailsData } from './appointment-details';
import { AppointmentDetails } from './appointment-details';

function renderDetails(
  overrides: Partial<AppointmentDetailsData> = {},
  {
    healthCareType = 'private',
    room = null,
    lang = 'en',
    showPriceDetails = false,
  }: { healthCareType?: HealthCareType | null; room?: { location: string | null } | null; lang?: Lang; showPriceDetails?: boolean } = {},
) {
  return renderWithIntl(
    <AppointmentDetails appointment={anAnonymousAppointment(overrides)} healthCareType={healthCareType} room={room} showPriceDetails={showPriceDetails} />,
    { lang },
  );
}

/** The value next to a label in the details list. */
function field(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const rate = { code: 'R1', name: 'Visit fee', rateEuros: 89.5, additionalFees: [] };

describe('appointment details', () => {
  it('shows every field of the appointment', () => {
    renderDetails();
    expect(screen.getByText('A visit to a general practitioner.')).toBeInTheDocument();
    expect(field('Time')).toBe('3.12.2026 at 14:30');
    expect(field('Duration')).toBe('30 min');
    expect(field('Type')).toBe('Visit at the clinic');
    expect(field('Location')).toContain('Kajo Kamppi');
    expect(field('Location')).toContain('Urho Kekkosen katu 1, 00100 Helsinki');
    expect(field('Arrival instructions')).toBe('Entrance from the courtyard, 3rd floor.');
    expect(field('Practitioner')).toContain('Anna Lääkäri');
    expect(field('Practitioner')).toContain('General practitioner');
    expect(field('Specialty')).toBe('General medicine');
    expect(screen.getByRole('presentation')).toHaveAttribute('src', 'https://images.example.test/anna.jpg');
  });

  it('shows the time in Helsinki, D.M.YYYY HH:mm', () => {
    // 22:05 UTC on 31 May is 01:05 on 1 June in Helsinki (summer time).
    renderDetails({ startDate: '2026-05-31T22:05:00.000Z' });
    expect(field('Time')).toBe('1.6.2026 at 01:05');
  });

  it.each([
    ['RemoteAppointment', 'Video appointment'],
    ['PhoneAppointment', 'Phone appointment'],
    ['MeetingAppointment', 'Online meeting'],
  ] as const)('names the location type %s', (locationType, text) => {
    renderDetails({ locationType });
    expect(field('Type')).toBe(text);
  });

  it('links to a map search of the clinic address in a new tab, and says so', () => {
    renderDetails();
    const link = screen.getByRole('link', { name: 'Show Kajo Kamppi on the map (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Urho%20Kekkosen%20katu%201%2C%2000100%20Helsinki',
    );
  });

  it('has no map link for a clinic without an address', () => {
    renderDetails({ clinic: { ...anAnonymousAppointment().clinic, address: null } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the COVID test site instead of the clinic for a COVID test', () => {
    const clinic = anAnonymousAppointment().clinic;
    renderDetails({
      isCovidTestAppointment: true,
      clinic: {
        ...clinic,
        cmsContent: { ...clinic.cmsContent, covid19TestSiteName: 'Test tent', covid19TestSiteAddress: 'Kampinkuja 2', covid19ArrivalInfo: 'Queue outside.' },
      },
    });
    expect(field('Location')).toContain('Test tent');
    expect(field('Arrival instructions')).toBe('Queue outside.');
  });

  describe('price', () => {
    it("has 'From' and two decimals", () => {
      renderDetails({ practitionerRate: rate });
      expect(field('Price')).toContain('From €89.50');
    });

    it("has no 'From' for kela65", () => {
      renderDetails({ practitionerRate: rate }, { healthCareType: 'kela65' });
      expect(field('Price')).toMatch(/^€89\.50/);
      expect(field('Price')).not.toContain('From');
    });

    it('is the fixed 28.20 EUR for Y65V', () => {
      renderDetails({ kindId: 'Y65V', practitionerRate: rate }, { healthCareType: 'occupational' });
      expect(field('Price')).toBe('€28.20');
    });

    it('is in the Finnish format in Finnish', () => {
      renderDetails({ practitionerRate: rate }, { lang: 'fi', healthCareType: null });
      expect(field('Hinta')).toBe('Alkaen 89,50\u00a0€');
    });

    it('lists the additional fees with the price-details feature', () => {
      renderDetails(
        { practitionerRate: { ...rate, additionalFees: [{ code: 'F1', name: 'Office fee', rateEuros: 12.9 }] } },
        { showPriceDetails: true },
      );
      expect(screen.getByText('Additional fees')).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('Office fee €12.90');
    });

    it('lists no fees without the price-details feature', () => {
      renderDetails({ practitionerRate: { ...rate, additionalFees: [{ code: 'F1', name: 'Office fee', rateEuros: 12.9 }] } });
      expect(field('Price')).toContain('From €89.50');
      expect(screen.queryByText('Additional fees')).not.toBeInTheDocument();
    });

    it.each(['occupational', 'insurance'] as const)('is not shown to %s customers, whose employer or insurer pays', (healthCareType) => {
      renderDetails({ practitionerRate: rate }, { healthCareType });
      expect(screen.queryByText('Price', { selector: 'dt' })).not.toBeInTheDocument();
    });

    it.each(['private', 'kela65'] as const)('notes that the price is an estimate for %s', (healthCareType) => {
      renderDetails({ practitionerRate: rate }, { healthCareType });
      expect(screen.getByText(/The price is an estimate/)).toBeInTheDocument();
    });

    it('has no estimate note for an anonymous visitor', () => {
      renderDetails({ practitionerRate: rate }, { healthCareType: null });
      expect(field('Price')).toContain('From €89.50');
      expect(screen.queryByText(/The price is an estimate/)).not.toBeInTheDocument();
    });

    it('is left out without a rate', () => {
      renderDetails({ practitionerRate: null });
      expect(screen.queryByText('Price')).not.toBeInTheDocument();
    });
  });

  it('shows the room once checked in', () => {
    renderDetails({}, { room: { location: 'B 204' } });
    expect(field('Room')).toBe('B 204');
  });

  it("says 'see reception' when the room is not known", () => {
    renderDetails({}, { room: { location: null } });
    expect(field('Room')).toBe('Please see reception');
  });

  it('has no room before check-in', () => {
    renderDetails();
    expect(screen.queryByText('Room')).not.toBeInTheDocument();
  });
});
