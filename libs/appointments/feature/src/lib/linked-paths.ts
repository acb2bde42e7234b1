import { encodeSaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { pagePaths } from '@portal/shared/util';

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
};
