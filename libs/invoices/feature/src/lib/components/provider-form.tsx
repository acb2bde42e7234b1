import type { PaymentProvider } from '@portal/invoices/contracts';
import { useEffect, useRef } from 'react';
import { browserPage } from '../browser-page';

/**
 * The chosen provider's form, posted as soon as it is in the page: a real form post, so the
 * browser leaves for the provider with the hidden parameters Paytrail gave (account doc section
 * 7, "POST to each provider's url"). Posted once, also under StrictMode's second effect run.
 */
export function ProviderForm({ provider }: { provider: PaymentProvider }) {
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (!form.current || posted.current) return;
    posted.current = true;
    browserPage.submit(form.current);
  }, []);
  return (
    <form ref={form} method="post" action={provider.url} hidden data-provider={provider.id}>
      {provider.parameters.map((parameter, index) => (
        <input key={`${index}-${parameter.name}`} type="hidden" name={parameter.name} value={parameter.value} />
      ))}
    </form>
  );
}
