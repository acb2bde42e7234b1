import { testConfig } from '../../testing/test-app';
import { canRenewPrescriptions, isMessagingServed } from './messaging-availability';

describe('canRenewPrescriptions', () => {
  it('needs a renewable prescription, conversations and a patient acting for self', () => {
    expect(canRenewPrescriptions(true, true, false)).toBe(true);
    expect(canRenewPrescriptions(false, true, false)).toBe(false);
    expect(canRenewPrescriptions(true, false, false)).toBe(false);
    expect(canRenewPrescriptions(true, true, true)).toBe(false);
  });
});

describe('isMessagingServed', () => {
  it('serves messaging in the general brand with both messaging flags', () => {
    expect(isMessagingServed(testConfig())).toBe(true);
  });

  it('serves no messaging in the children’s brand', () => {
    expect(isMessagingServed(testConfig({ PORTAL_BRAND: 'children' }))).toBe(false);
  });

  it('serves no messaging without either flag', () => {
    const config = testConfig();
    expect(isMessagingServed({ ...config, features: config.features.filter((flag) => flag !== 'customer-messaging-enabled') })).toBe(false);
    expect(isMessagingServed({ ...config, features: config.features.filter((flag) => flag !== 'customer-messaging-allowed') })).toBe(false);
  });
});
