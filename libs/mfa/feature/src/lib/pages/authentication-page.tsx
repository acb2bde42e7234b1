import type { MfaResultType, SmsRenewal } from '@portal/shared/contracts';
import { MFA_CODE_LENGTH } from '@portal/shared/contracts';
import { answerPin, browserLocation, isApiError, useApiClient, useErrorReporter, useSessionInfo } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import type { CodeInputHandle } from '@portal/shared/ui';
import { CodeInput, Link, PageLayout, Spinner, useToasts } from '@portal/shared/ui';
import { isSafeReturnPath, pagePaths } from '@portal/shared/util';
import { useEffect, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ResendCode } from '../components/resend-code';
import { authenticationMessages as messages } from '../messages';
import { authenticationReducer, initialAuthentication } from '../state/authentication';
import styles from './authentication-page.module.css';

/**
 * The SMS authentication page, `/{lang}/authentication?next` (account doc section 2): renews an
 * expired session with the code the expired-session page ordered. Without header and footer.
 * Public rather than anonymous-only: once the code is right the session is valid again, and the
 * page itself then goes on to `next`.
 */
export function AuthenticationPage() {
  const lang = useLang();
  const { response } = useSessionInfo();
  const [params] = useSearchParams();
  const requested = params.get('next');
  const next = isSafeReturnPath(requested) ? requested : undefined;
  if (response.isSessionValid) return <Navigate to={next ?? pagePaths.home.front(lang)} replace />;
  if (!response.smsRenewal) return <NoSmsRenewal next={next} />;
  return <SmsAuthentication smsRenewal={response.smsRenewal} next={next} />;
}

/** Opened without an expired session that a code may renew: bank sign-in is the way on. */
function NoSmsRenewal({ next }: { next: string | undefined }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout
      documentTitle={intl.formatMessage(sectionTitles.authentication)}
      title={intl.formatMessage(messages.unavailableTitle)}
      intro={<p>{intl.formatMessage(messages.unavailableText)}</p>}
    >
      <p>
        <Link variant="button" href={pagePaths.signIn.login(lang, { nextPath: next })}>
          {intl.formatMessage(messages.login)}
        </Link>
      </p>
    </PageLayout>
  );
}

function SmsAuthentication({ smsRenewal, next }: { smsRenewal: SmsRenewal; next: string | undefined }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { refresh } = useSessionInfo();
  const [state, dispatch] = useReducer(authenticationReducer, initialAuthentication);
  const codeInput = useRef<CodeInputHandle>(null);
  const call = useRef<AbortController | null>(null);
  const loginPath = pagePaths.signIn.login(lang, { nextPath: next });

  useEffect(() => () => call.current?.abort(), []);

  // The code is the one thing to do on the page.
  useEffect(() => {
    codeInput.current?.focus('first');
  }, []);

  // After a wrong code the boxes are enabled again: focus returns to the last one.
  const attempts = state.status === 'entering' ? state.attempts : 0;
  useEffect(() => {
    if (attempts > 0) codeInput.current?.focus('last');
  }, [attempts]);

  const check = async (pin: string) => {
    if (state.status !== 'entering') return;
    dispatch({ type: 'submit' });
    call.current?.abort();
    call.current = new AbortController();
    const { signal } = call.current;
    let result: MfaResultType;
    try {
      result = await answerPin(api, smsRenewal, pin, signal);
    } catch (error) {
      if (signal.aborted) return;
      reporter.report(error, { process: 'mfa-pin' });
      // The expired session itself may be gone: asking again shows the way on if so.
      if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) await refresh().catch(() => undefined);
      dispatch({ type: 'check-failed' });
      return;
    }
    dispatch({ type: 'answered', result });
    if (result === 'mfa-ok') {
      // The renewed session makes this page go on to `next` (above); a new document if it cannot be read.
      await refresh().catch(() => browserLocation.assign(next ?? pagePaths.home.front(lang)));
    } else if (result === 'too-many-mfa-attempts') {
      toasts.add({ tone: 'error', title: intl.formatMessage(messages.tooManyTitle), description: intl.formatMessage(messages.tooManyText) });
      await navigate(loginPath, { replace: true });
      // The API ended the session: the visitor is anonymous from now on.
      await refresh().catch(() => undefined);
    }
  };

  const checking = state.status === 'checking' || state.status === 'renewed' || state.status === 'logged-out';
  const error = state.status === 'entering' ? state.error : null;
  return (
    <PageLayout
      documentTitle={intl.formatMessage(sectionTitles.authentication)}
      title={intl.formatMessage(messages.greeting, { firstName: smsRenewal.firstName })}
      intro={<p>{intl.formatMessage(messages.instruction, { maskedPhoneNumber: smsRenewal.maskedPhoneNumber })}</p>}
    >
      <div className={styles['stack']}>
        <CodeInput
          ref={codeInput}
          length={MFA_CODE_LENGTH}
          label={intl.formatMessage(messages.codeLabel)}
          isDisabled={checking}
          isInvalid={error !== null}
          errorMessage={error === 'wrong-code' ? intl.formatMessage(messages.wrongCode) : intl.formatMessage(messages.failed)}
          onComplete={(pin) => void check(pin)}
        />
        <div role="status" className={styles['status']}>
          {checking && (
            <>
              <Spinner size="small" label={intl.formatMessage(state.status === 'renewed' ? messages.accepted : messages.checking)} />
              <span aria-hidden="true">{intl.formatMessage(state.status === 'renewed' ? messages.accepted : messages.checking)}</span>
            </>
          )}
        </div>
        <ResendCode smsRenewal={smsRenewal} isDisabled={checking} />
        <p className={styles['alternative']}>
          <Link href={loginPath}>{intl.formatMessage(messages.bankLogin)}</Link>
        </p>
      </div>
    </PageLayout>
  );
}
