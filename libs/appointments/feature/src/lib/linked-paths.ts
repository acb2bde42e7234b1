import { encodeSaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { BookingCustomerType } from '@portal/shared/util';
import { MOVE_FROM_PARAM, pagePaths } from '@portal/shared/util';

/** The appointment pages' links that combine other pages: a return address or a save action. */
export const linkedPaths = {
  /** Signing in, then the signed-in page of the appointment (cancelling needs strong sign-in). */
  loginToAppointment: (lang: Lang, appointmentId: number): string =>
    pagePaths.signIn.login(lang, { nextPath: pagePaths.appointments.appointment(lang, [appointmentId]) }),
  /**
   * The my-information form, whose saveAction leads back to the appointment's consent tab
   * (account doc section 4: the consent notice of self check-in).
   */
  consentForm: (lang: Lang, appointmentId: number): string =>
    pagePaths.account.myInformation(lang, {
      saveAction: encodeSaveAction({ type: 'go-to-view-appointment-page', appointmentId, tab: 'consent' }),
    }),
  /**
   * Signing in, then the consent form: the notice's link for an anonymous visitor. A signed-in
   * patient gets consentForm itself, since the login page sends a session holder to the front page.
   */
  loginToConsent: (lang: Lang, appointmentId: number): string =>
    pagePaths.signIn.login(lang, { nextPath: linkedPaths.consentForm(lang, appointmentId) }),
  /**
   * The list to choose a booking's new time from: its customer type's list with its specialty and
   * practitioner chosen (and remote times, for a remote visit), naming the booking in
   * MOVE_FROM_PARAM. Here rather than in pagePaths, which the first page loads.
   */
  changeTime: (
    lang: Lang,
    customerType: BookingCustomerType,
    from: { id: number; specialtyId: string; practitionerId: number; isRemote: boolean },
  ): string => {
    const query = new URLSearchParams({ specialtyIds: from.specialtyId, practitionerIds: String(from.practitionerId) });
    if (from.isRemote) query.set('includeRemote', 'true');
    query.set(MOVE_FROM_PARAM, String(from.id));
    return `${pagePaths.booking.customerType(lang, customerType)}?${query.toString()}`;
  },
  /**
   * The reservation page of the earlier time an offer holds for the patient, as the booking's list
   * would open it: its customer type, and the booking to move there in MOVE_FROM_PARAM.
   */
  heldEarlierTime: (lang: Lang, heldAppointmentId: number, customerType: BookingCustomerType, moveFrom: number): string => {
    const query = new URLSearchParams({ customerType, [MOVE_FROM_PARAM]: String(moveFrom) });
    return pagePaths.booking.reservation(lang, heldAppointmentId, `?${query.toString()}`);
  },
};
