import type { BookingFiltersResponse } from '@portal/booking/contracts';
import { timeOfDays } from '@portal/booking/contracts';
import { MultiSelect, Select, Switch, TextField } from '@portal/shared/ui';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import type { FilterChange, SearchFilters } from '../search/search-filters';
import styles from './appointment-list.module.css';

export interface SearchFiltersFormProps {
  filters: SearchFilters;
  options: BookingFiltersResponse;
  /** The 65+ list's fixed specialty (its filter is disabled); null elsewhere. */
  fixedSpecialtyIds: readonly string[] | null;
  /** YYYY-MM-DD, the first day shown when the filters name none. */
  today: string;
  onChange: (change: FilterChange) => void;
}

const NO_PRACTITIONER = '';

/**
 * The clinics to offer: with a practitioner chosen, only where that practitioner works (the
 * reference data carries what practitioner-clinics answers), plus any clinic already chosen.
 */
export function clinicOptions(filters: SearchFilters, options: BookingFiltersResponse): BookingFiltersResponse['clinics'] {
  const practitioner = options.practitioners.find((p) => p.id === filters.practitionerIds[0]);
  if (!practitioner) return options.clinics;
  const offered = new Set([...practitioner.clinicIds, ...filters.clinicIds]);
  return options.clinics.filter((clinic) => offered.has(clinic.id));
}

/**
 * The list's filters; every choice is reported as one change for the rules to apply. Memoized:
 * its selects are the page's most costly part to render, and the times arriving change nothing
 * in them.
 */
export const SearchFiltersForm = memo(function SearchFiltersForm({ filters, options, fixedSpecialtyIds, today, onChange }: SearchFiltersFormProps) {
  const intl = useIntl();
  // Both YYYY-MM-DD: their order is the days' order.
  const endsBeforeStart = filters.endDate !== undefined && filters.endDate < (filters.startDate ?? today);
  return (
    <section aria-label={intl.formatMessage(listMessages.filters)} className={styles['filters']}>
      <MultiSelect
        label={intl.formatMessage(listMessages.clinics)}
        placeholder={intl.formatMessage(listMessages.allClinics)}
        options={clinicOptions(filters, options).map((clinic) => ({ id: clinic.id, label: clinic.name }))}
        value={filters.clinicIds}
        onChange={(clinicIds) => onChange({ type: 'clinics', clinicIds })}
      />
      <MultiSelect
        label={intl.formatMessage(listMessages.specialties)}
        placeholder={intl.formatMessage(listMessages.allSpecialties)}
        options={options.specialties.map((specialty) => ({ id: specialty.id, label: specialty.name }))}
        value={fixedSpecialtyIds ?? filters.specialtyIds}
        isDisabled={fixedSpecialtyIds !== null}
        onChange={(specialtyIds) => onChange({ type: 'specialties', specialtyIds })}
      />
      <Select
        label={intl.formatMessage(listMessages.practitioner)}
        options={[
          { id: NO_PRACTITIONER, label: intl.formatMessage(listMessages.anyPractitioner) },
          ...options.practitioners.map((p) => ({ id: String(p.id), label: p.name })),
        ]}
        value={filters.practitionerIds[0] === undefined ? NO_PRACTITIONER : String(filters.practitionerIds[0])}
        onChange={(id) =>
          onChange({ type: 'practitioners', practitionerIds: id === null || id === NO_PRACTITIONER ? [] : [Number(id)] })
        }
      />
      <Select
        label={intl.formatMessage(listMessages.timeOfDay)}
        options={timeOfDays.map((timeOfDay) => ({ id: timeOfDay, label: intl.formatMessage(listMessages[timeOfDay]) }))}
        value={filters.timeOfDay}
        onChange={(value) => {
          const timeOfDay = timeOfDays.find((t) => t === value);
          if (timeOfDay) onChange({ type: 'timeOfDay', timeOfDay });
        }}
      />
      <TextField
        type="date"
        label={intl.formatMessage(listMessages.endDate)}
        description={intl.formatMessage(listMessages.endDateHint)}
        value={filters.endDate ?? ''}
        onChange={(endDate) => onChange({ type: 'endDate', endDate: endDate === '' ? undefined : endDate })}
        {...(endsBeforeStart ? { errorMessage: intl.formatMessage(listMessages.endDateBeforeStart) } : {})}
      />
      <Switch isSelected={filters.includeRemote} onChange={(includeRemote) => onChange({ type: 'includeRemote', includeRemote })}>
        {intl.formatMessage(listMessages.includeRemote)}
      </Switch>
    </section>
  );
});
