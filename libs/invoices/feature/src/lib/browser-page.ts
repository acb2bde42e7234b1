/**
 * The two places where the pay page leaves the single-page app on purpose. An object of its own
 * so that tests can watch them (jsdom can neither reload nor submit a form to another site).
 */
export const browserPage = {
  /** Loads the page again from the server: the invoice changed while the patient looked at it. */
  reload(): void {
    window.location.reload();
  },
  /** Posts the payment provider's form: the browser leaves for the provider's pages. */
  submit(form: HTMLFormElement): void {
    form.submit();
  },
};
