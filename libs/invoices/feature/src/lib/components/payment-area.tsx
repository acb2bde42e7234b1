import type { PaymentCreated, PaymentProvider } from '@portal/invoices/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, ErrorView, Notice, PlaceholderRows, PlainList, Spinner, Stack, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { createPayment } from '../api/create-payment';
import { getGoodSignInvoice } from '../api/get-good-sign-invoice';
import { browserPage } from '../browser-page';
import { invoiceMessages, payMessages, paymentMessages } from '../messages';
import type { PaymentRefusal, PaymentState } from '../state/payment';
import { initialPayment, paymentReducer } from '../state/payment';
import { EmailNotice } from './email-notice';
import { PaymentTerms } from './payment-terms';
import { ProviderForm } from './provider-form';
import styles from './invoices.module.css';

const refusalMessages = {
  invoiceNotFound: invoiceMessages.notFound,
  invoiceAlreadyPaid: paymentMessages.alreadyPaid,
  invoiceSumNotValid: payMessages.notPayableOnline,
} as const;

function Refusal({ refusal, invoiceNumber }: { refusal: PaymentRefusal; invoiceNumber: string }) {
  const intl = useIntl();
  if (refusal === 'customerNotFound') return <EmailNotice invoiceNumber={invoiceNumber} isAlert />;
  return (
    <Notice tone="warning" role="alert">
      {intl.formatMessage(refusalMessages[refusal])}
    </Notice>
  );
}

interface ProvidersProps {
  state: Extract<PaymentState, { payment: PaymentCreated }>;
  onChoose: (provider: PaymentProvider) => void;
}

/** The terms, then a button per provider: its image, named by the provider's name. */
function Providers({ state, onChoose }: ProvidersProps) {
  const intl = useIntl();
  const { payment } = state;
  const headingId = useId();
  const busy = state.status !== 'choosing';
  const chosen = state.status === 'checking' || state.status === 'redirecting' ? state.provider : null;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(payMessages.paymentMethods)}</h2>
      <PaymentTerms html={payment.terms} />
      <PlainList className={styles['providers']}>
        {payment.providers.map((provider) => (
          <li key={provider.id}>
            <Button
              variant="secondary"
              className={styles['providerButton']}
              // The chosen one shows progress and keeps focus; the others cannot be pressed meanwhile.
              isPending={chosen?.id === provider.id}
              isDisabled={busy && chosen?.id !== provider.id}
              onPress={() => onChoose(provider)}
            >
              <img src={provider.svg} alt="" className={styles['providerImage']} />
              <VisuallyHidden>{provider.name}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </PlainList>
      <div role="status">
        {(state.status === 'checking' || state.status === 'redirecting' || state.status === 'reloading') && (
          <div className={styles['actions']}>
            <span aria-hidden="true">
              <Spinner size="small" />
            </span>
            <span>{intl.formatMessage(payMessages.redirecting)}</span>
          </div>
        )}
      </div>
      <div role="alert">
        {state.status === 'choosing' && state.checkFailed && (
          <Notice tone="error">{intl.formatMessage(paymentMessages.somethingWentWrong)}</Notice>
        )}
      </div>
      {state.status === 'redirecting' && <ProviderForm provider={state.provider} />}
    </Stack>
  );
}

/**
 * Paying one invoice (account doc section 4): the payment is created when the area appears,
 * then a provider is chosen. The invoice is fetched again first: still Open and payable, the
 * provider's form is posted; otherwise the page reloads and shows what the invoice is now.
 */
export function PaymentArea({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const [state, dispatch] = useReducer(paymentReducer, initialPayment);
  // Each attempt creates one payment, also under StrictMode's second effect run (every
  // attempt is a payment row of the API's, though a spare one would be harmless).
  const creating = useRef(false);

  useEffect(() => {
    if (state.status !== 'creating' || creating.current) return;
    creating.current = true;
    createPayment(api, invoiceNumber, lang)
      .then(
        (response) => dispatch({ type: 'created', response }),
        (error: unknown) => {
          reporter.report(error, { process: 'create-payment' });
          dispatch({ type: 'errored' });
        },
      )
      .finally(() => {
        creating.current = false;
      });
  }, [state.status, api, invoiceNumber, lang, reporter]);

  useEffect(() => {
    if (state.status === 'reloading') browserPage.reload();
  }, [state.status]);

  // Back from the provider's pages, the browser may show this page from its cache as it was
  // left (buttons busy): load it afresh instead.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) browserPage.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choose = async (provider: PaymentProvider) => {
    if (state.status !== 'choosing') return;
    dispatch({ type: 'provider-chosen', provider });
    try {
      const response = await getGoodSignInvoice(api, invoiceNumber);
      dispatch({ type: 'invoice-checked', invoice: response.data.invoice });
    } catch (error) {
      reporter.report(error, { process: 'pay-invoice' });
      dispatch({ type: 'check-errored' });
    }
  };

  switch (state.status) {
    case 'creating':
      return <PlaceholderRows count={2} label={intl.formatMessage(payMessages.preparing)} />;
    case 'failed':
      return <ErrorView onRetry={() => dispatch({ type: 'retry' })} />;
    case 'refused':
      return <Refusal refusal={state.refusal} invoiceNumber={invoiceNumber} />;
    default:
      return <Providers state={state} onChoose={(provider) => void choose(provider)} />;
  }
}
