import { reservationQueryOf } from '../reservation/list-href';
import type { BookableAppointment, BookingFiltersResponse, CustomerType } from '@portal/booking/contracts';
import { useBrand, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, Notice, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { helsinkiDateString, MOVE_FROM_PARAM, pagePaths } from '@portal/shared/util';
import type { ReactElement, ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { useAvailableDates } from '../api/get-available-dates';
import { useBookingFilters } from '../api/get-booking-filters';
import { useSpecialty } from '../api/get-specialty';
import { AppointmentResults } from '../components/appointment-results';
import { AppointmentRow } from '../components/appointment-row';
import { CalendarPanel } from '../components/calendar-panel';
import { DayNavigation } from '../components/day-navigation';
import { SearchRequestSection } from '../components/search-request-section';
import { SearchFiltersForm } from '../components/search-filters-form';
import { SpecialtyInfo } from '../components/specialty-info';
import styles from '../components/appointment-list.module.css';
import { Kela65ListNotice } from '../kela65/kela65-list-notice';
import { filtersWithinAgreement } from '../occupational/occupational-view';
import { customerTypeMessages, listMessages } from '../messages';
import { moveMessages } from '../reservation/move-messages';
import type { FilterChange } from '../search/search-filters';
import { changeFilters, filtersToQuery, listFilters, listRules } from '../search/search-filters';
import { searchRequest } from '../search/search-query';
import { useAppointmentSearch } from '../search/use-appointment-search';

export interface AppointmentListPageProps {
  /** The insurance, occupational and 65+ lists are this page with their type (booking doc section 2). */
  customerType: CustomerType;
}

/** Bookable appointments with their filters; the filters live in the address, so a link reproduces the search. */
export function AppointmentListPage({ customerType }: AppointmentListPageProps) {
  const { response } = useSessionInfo();
  const lang = useLang();
  // The 65+ list exists only with the kela65 flag, like its tile (booking doc section 6).
  if (customerType === 'kela65' && !response.features.includes('kela65')) {
    return <Navigate replace to={pagePaths.booking.landing(lang)} />;
  }
  return <CustomerTypeList customerType={customerType} />;
}

export interface CustomerTypeListProps extends AppointmentListPageProps {
  /** Only these specialties are offered in the filters (occupational health: what the agreement covers; the API searches no others). */
  specialtyIds?: readonly string[];
  /** Shown above the filters (the occupational liftup banner and vaccination link). */
  notices?: ReactNode;
}

/** The list of one customer type with its title, notices and filters. */
export function CustomerTypeList({ customerType, specialtyIds, notices }: CustomerTypeListProps) {
  const intl = useIntl();
  const reference = useBookingFilters(customerType);
  const loaded = reference.status === 'ready' ? reference.data : null;
  const options = useMemo(() => (loaded && specialtyIds ? filtersWithinAgreement(loaded, specialtyIds) : loaded), [loaded, specialtyIds]);
  const [params] = useSearchParams();
  return (
    <PageLayout title={intl.formatMessage(customerTypeMessages[customerType])}>
      {/* Opened from an appointment's "Change time": the chosen time replaces that booking. */}
      {params.has(MOVE_FROM_PARAM) && <Notice>{intl.formatMessage(moveMessages.listNotice)}</Notice>}
      {customerType === 'kela65' && <Kela65ListNotice />}
      {notices}
      {reference.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(listMessages.loading)} />}
      {(reference.status === 'error' || reference.status === 'not-found') && (
        <>
          <p role="alert">{intl.formatMessage(listMessages.searchError)}</p>
          <ErrorView onRetry={reference.status === 'error' ? reference.retry : undefined} />
        </>
      )}
      {options !== null && <AppointmentSearchView customerType={customerType} options={options} />}
    </PageLayout>
  );
}

function AppointmentSearchView({ customerType, options }: { customerType: CustomerType; options: BookingFiltersResponse }) {
  const lang = useLang();
  const brand = useBrand();
  const { response, user } = useSessionInfo();
  const [params, setParams] = useSearchParams();
  const rules = useMemo(() => listRules(customerType), [customerType]);
  // The 65+ list searches its fixed specialty whatever the address says.
  const filters = useMemo(() => listFilters(params, rules), [params, rules]);
  // Today as the page opened: the day navigation does not move under the visitor's hands.
  const [today] = useState(() => helsinkiDateString(Date.now()));
  const request = useMemo(() => searchRequest(filters, options.clinics, customerType, lang), [filters, options, customerType, lang]);
  const search = useAppointmentSearch(request, filters.clinicIds);
  const availableDates = useAvailableDates(request);
  const specialty = useSpecialty(filters.specialtyIds.length === 1 ? (filters.specialtyIds[0] ?? null) : null);

  // The address is rewritten in place: a filter change is no step to go back to. The same
  // function until the filters change, so that the filters and the calendar (memoized) do not
  // render again when a page of times or the available days arrive.
  const change = useCallback(
    (filterChange: FilterChange) => setParams(filtersToQuery(changeFilters(filters, filterChange, rules), params), { replace: true }),
    [filters, rules, params, setParams],
  );
  const selectDay = useCallback((startDate: string) => change({ type: 'startDate', startDate }), [change]);

  const reservationHref = (appointment: BookableAppointment): string => {
    const query = reservationQueryOf(customerType, params);
    return user === null
      ? pagePaths.booking.anonymousReservation(lang, appointment.id, query)
      : pagePaths.booking.reservation(lang, appointment.id, query);
  };
  const showPriceDetails = response.features.includes('price-details');
  // Under a search that found nothing, once its suggestions are in too: the form then does not move
  // down under the patient's hands. Not while a booking is being moved: its page asks for an
  // earlier time, which moves it.
  const offersRequest = search.state.status === 'loaded' && search.state.appointments.length === 0 && search.suggestions !== null && !params.has(MOVE_FROM_PARAM);

  return (
    <>
      <SearchFiltersForm filters={filters} options={options} fixedSpecialtyIds={rules.fixedSpecialtyIds} today={today} onChange={change} />
      {specialty !== null && <SpecialtyInfo specialty={specialty} customerServicePhone={brand.customerServicePhone} />}
      <div className={styles['layout']}>
        <div>
          <DayNavigation
            day={filters.startDate ?? today}
            today={today}
            onChange={selectDay}
          />
          <AppointmentResults
            state={search.state}
            suggestions={search.suggestions}
            reservationHref={reservationHref}
            onLoadMore={search.loadMore}
            onRetry={search.retry}
            renderRow={(appointment) => (
              <AppointmentRow
                key={appointment.id}
                appointment={appointment}
                customerType={customerType}
                lang={lang}
                reservationHref={reservationHref(appointment)}
                showPriceDetails={showPriceDetails}
              />
            )}
          />
          {offersRequest && <SearchRequestSection customerType={customerType} filters={filters} options={options} />}
        </div>
        <CalendarPanel
          availableDates={availableDates}
          selectedDate={filters.startDate}
          onSelect={selectDay} />
      </div>
    </>
  );
}

/**
 * One route component per customer type, for the routes' lazy loading (components take no props
 * there). The occupational list has pages of its own (occupational/pages), around CustomerTypeList.
 */
export const listPages: Record<Exclude<CustomerType, 'occupational'>, () => ReactElement> = {
  private: () => <AppointmentListPage customerType="private" />,
  insurance: () => <AppointmentListPage customerType="insurance" />,
  kela65: () => <AppointmentListPage customerType="kela65" />,
};
