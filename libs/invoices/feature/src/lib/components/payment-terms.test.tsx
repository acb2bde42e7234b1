import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { PaymentTerms } from './payment-terms';

function renderTerms(html: string) {
  const { container } = renderWithIntl(<PaymentTerms html={html} />);
  return container.querySelector('p') as HTMLParagraphElement;
}

describe('payment terms', () => {
  it('keeps text and https links, which open in a new tab and say so', () => {
    const terms = renderTerms('By paying you accept the <a href="https://www.paytrail.com/en/terms">terms of the payment service</a>.');
    expect(terms).toHaveTextContent('By paying you accept the terms of the payment service (opens in a new tab).');
    const link = screen.getByRole('link', { name: 'terms of the payment service (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.paytrail.com/en/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops scripts with their content, and images with their handlers', () => {
    const terms = renderTerms('Before<script>alert("x")</script><img src="x" onerror="alert(1)">After<style>p{}</style>');
    expect(terms).toHaveTextContent(/^BeforeAfter$/);
    expect(terms.querySelector('script, img, style')).toBeNull();
    expect(terms.innerHTML).not.toMatch(/onerror|alert/);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">click</a>'],
    ['http:', '<a href="http://www.paytrail.com/terms">click</a>'],
    ['data:', '<a href="data:text/html,hi">click</a>'],
    ['relative', '<a href="/terms">click</a>'],
    ['without href', '<a name="x">click</a>'],
  ])('keeps only the text of a %s link', (_kind, html) => {
    const terms = renderTerms(html);
    expect(terms).toHaveTextContent(/^click$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the text of other elements, not their attributes, and separates their words', () => {
    const terms = renderTerms('<p onclick="x()" style="color:red"><b>One</b></p><p>Two<br>Three</p><iframe src="https://evil.test"></iframe>');
    expect(terms.innerHTML).not.toMatch(/onclick|style|iframe|<b>/);
    expect(terms).toHaveTextContent('One Two Three');
  });

  it('finds links inside other elements and keeps a link’s text without its markup', () => {
    const terms = renderTerms('<div><span>See <a href="https://a.example.test/x?a=1&amp;b=2" onclick="x()"><b>the</b> terms</a></span></div>');
    const link = screen.getByRole('link', { name: 'the terms (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://a.example.test/x?a=1&b=2');
    expect(link).not.toHaveAttribute('onclick');
    expect(terms.querySelector('b')).toBeNull();
  });

  it('shows escaped markup as text, never as markup', () => {
    const terms = renderTerms('&lt;img src=x onerror=alert(1)&gt;');
    expect(terms).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(terms.querySelector('img')).toBeNull();
  });
});
