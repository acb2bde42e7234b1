import { encodeSaveAction } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments, signInPaths, withQuery } from '@portal/shared/i18n';
import { appointmentsPaths } from './paths';

// Apart from paths.ts, which the routes (and so the first page) load: only the pages need these.
/**
 * Pages of other features that these pages link to. A feature may not import another, so the
 * paths are built from the shared route words, the same way those features build them.
 */
export const linkedPaths = {
  /** The front page; `#appointmentCancelled` there shows the cancellation toast. */
  frontPage: (lang: Lang): string => pathIn(lang, []),
  booking: (lang: Lang): string => pathIn(lang, [routeSegments.booking]),
  /** Signing in, then the signed-in page of the appointment (cancelling needs strong sign-in). */
  loginToAppointment: (lang: Lang, appointmentId: number): string =>
    signInPaths.login(lang, { nextPath: appointmentsPaths.appointment(lang, [appointmentId]) }),
  /**
   * The my-information form, whose saveAction leads back to the appointment's consent tab
   * (account doc section 4: the consent notice of self check-in).
   */
  consentForm: (lang: Lang, appointmentId: number): string =>
    withQuery(pathIn(lang, [routeSegments.myInformation]), {
      saveAction: encodeSaveAction({ type: 'go-to-view-appointment-page', appointmentId, tab: 'consent' }),
    }),
  /**
   * Signing in, then the consent form: the notice's link for an anonymous visitor. A signed-in
   * patient gets consentForm itself, since the login page sends a session holder to the front page.
   */
  loginToConsent: (lang: Lang, appointmentId: number): string =>
    signInPaths.login(lang, { nextPath: linkedPaths.consentForm(lang, appointmentId) }),
  login: (lang: Lang): string => signInPaths.login(lang),
};
