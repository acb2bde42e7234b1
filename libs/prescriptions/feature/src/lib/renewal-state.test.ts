import { emptyRenewalAnswers } from '@portal/prescriptions/contracts';
import { completeAnswers } from '@portal/prescriptions/contracts/testing';
import type { RenewalState } from './renewal-state';
import { canSend, renewalReducer } from './renewal-state';

const filling = (answers = completeAnswers()): RenewalState => ({ status: 'filling', answers });

describe('the renewal states (booking doc section 4)', () => {
  it('sends only when every question is answered', () => {
    const empty = filling(emptyRenewalAnswers());
    expect(canSend(empty)).toBe(false);
    expect(renewalReducer(empty, { type: 'send' })).toBe(empty);
    expect(canSend(filling())).toBe(true);
    expect(renewalReducer(filling(), { type: 'send' })).toEqual({ status: 'sending', answers: completeAnswers() });
  });

  it('goes from sending to sent, or to failed keeping the answers', () => {
    const sending: RenewalState = { status: 'sending', answers: completeAnswers() };
    expect(canSend(sending)).toBe(false);
    expect(renewalReducer(sending, { type: 'sent', threadPath: '/fi/viestit/7' })).toEqual({ status: 'sent', threadPath: '/fi/viestit/7' });
    const failed = renewalReducer(sending, { type: 'failed' });
    expect(failed).toEqual({ status: 'failed', answers: completeAnswers() });
    // Failed, the answers can be changed or sent again.
    expect(canSend(failed)).toBe(true);
    expect(renewalReducer(failed, { type: 'send' }).status).toBe('sending');
    expect(renewalReducer(failed, { type: 'answer', answers: emptyRenewalAnswers() })).toEqual(filling(emptyRenewalAnswers()));
  });

  it('takes no answers while sending or once sent', () => {
    const sending: RenewalState = { status: 'sending', answers: completeAnswers() };
    expect(renewalReducer(sending, { type: 'answer', answers: emptyRenewalAnswers() })).toBe(sending);
    const sent: RenewalState = { status: 'sent', threadPath: '/en/conversations/7' };
    expect(renewalReducer(sent, { type: 'answer', answers: emptyRenewalAnswers() })).toBe(sent);
    expect(renewalReducer(sent, { type: 'send' })).toBe(sent);
    expect(renewalReducer(filling(), { type: 'sent', threadPath: '/x' })).toEqual(filling());
  });
});
