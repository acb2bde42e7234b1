import { testConfig } from '../../testing/test-app';
import { authTokenTimeout } from './session-state';

describe('authTokenTimeout', () => {
  it('gives whole minutes as minutes', () => {
    expect(authTokenTimeout(testConfig({ SESSION_IDLE_MINUTES: '30' }))).toEqual({ value: 30, unit: 'minutes' });
  });

  it('gives a fraction of minutes as whole seconds, so the portal can show it', () => {
    expect(authTokenTimeout(testConfig({ SESSION_IDLE_MINUTES: '1.7' }))).toEqual({ value: 102, unit: 'seconds' });
  });
});
