import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('can be the main landmark itself, with an h1, intro and content', () => {
    renderWithIntl(
      <PageLayout as="main" title="Invoices" intro="Your invoices from the last two years.">
        <p>Invoice list</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Your invoices from the last two years.');
    expect(main).toHaveTextContent('Invoice list');
  });

  it('is by default a plain wrapper inside a shell that has <main>, and a skip-link target', () => {
    renderWithIntl(
      <main>
        <PageLayout id="main-content" title="Messages" />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' }).closest('#main-content')).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('gives the browser tab the page title', () => {
    renderWithIntl(<PageLayout title="Invoices" />);
    expect(document.title).toBe('Invoices');
  });

  it('takes a separate tab title when the heading is not plain text', () => {
    renderWithIntl(<PageLayout title={<span>Visit 12</span>} documentTitle="Visit" />);
    expect(document.title).toBe('Visit');
  });
});
