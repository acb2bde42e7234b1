import { hasValidSignature, paytrailSignature } from './signature';

// The example of Paytrail's public Payment API documentation: test account 375917, whose secret
// is SAIPPUAKAUPPIAS, creating a payment of 15.25 euros.
const secret = 'SAIPPUAKAUPPIAS';
const headers = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'POST',
  'checkout-nonce': '564635208570151',
  'checkout-timestamp': '2018-07-06T10:01:31.904Z',
};
const body = JSON.stringify({
  stamp: 'unique-identifier-for-merchant',
  reference: '3759170',
  amount: 1525,
  currency: 'EUR',
  language: 'FI',
  items: [{ unitPrice: 1525, units: 1, vatPercentage: 24, productCode: '#1234', deliveryDate: '2018-09-01' }],
  customer: { email: 'test.customer@example.com' },
  redirectUrls: { success: 'https://ecom.example.com/cart/success', cancel: 'https://ecom.example.com/cart/cancel' },
});
const documented = '3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6';

describe('paytrailSignature', () => {
  it('matches the example vector of the public documentation', () => {
    expect(paytrailSignature(secret, headers, body)).toBe(documented);
  });

  it('signs the checkout- entries whatever their order, and nothing else', () => {
    const shuffled = Object.fromEntries(Object.entries(headers).reverse());
    expect(paytrailSignature(secret, { ...shuffled, 'content-type': 'application/json; charset=utf-8', signature: 'x' }, body)).toBe(documented);
  });

  it('changes with any signed value and with the body', () => {
    expect(paytrailSignature(secret, { ...headers, 'checkout-nonce': '564635208570152' }, body)).not.toBe(documented);
    expect(paytrailSignature(secret, headers, body.replace('1525', '1526'))).not.toBe(documented);
    expect(paytrailSignature('another secret', headers, body)).not.toBe(documented);
  });
});

describe('hasValidSignature', () => {
  // A redirect back from the payment page: its checkout- values and signature are in the query.
  const redirect = {
    'checkout-account': '375917',
    'checkout-algorithm': 'sha256',
    'checkout-amount': '2964',
    'checkout-stamp': '15336332710015',
    'checkout-reference': '192387192837195',
    'checkout-transaction-id': '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
    'checkout-status': 'ok',
    'checkout-provider': 'nordea',
  };
  const signature = paytrailSignature(secret, redirect, '');

  it('accepts the values as signed, in either letter case of the hex', () => {
    expect(hasValidSignature(secret, redirect, '', signature)).toBe(true);
    expect(hasValidSignature(secret, redirect, '', signature.toUpperCase())).toBe(true);
  });

  it('refuses a changed amount or status, a missing signature and another algorithm', () => {
    expect(hasValidSignature(secret, { ...redirect, 'checkout-amount': '1' }, '', signature)).toBe(false);
    expect(hasValidSignature(secret, { ...redirect, 'checkout-status': 'fail' }, '', signature)).toBe(false);
    expect(hasValidSignature(secret, redirect, '', undefined)).toBe(false);
    expect(hasValidSignature(secret, redirect, '', signature.slice(1))).toBe(false);
    const md5 = { ...redirect, 'checkout-algorithm': 'md5' };
    expect(hasValidSignature(secret, md5, '', paytrailSignature(secret, md5, ''))).toBe(false);
  });
});
