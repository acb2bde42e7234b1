import { channelOfParts, NOTICE_CHANNELS, partsOfChannel } from './notice-channels';

describe('notice channels', () => {
  it.each([
    ['email', { email: true, sms: false }],
    ['sms', { email: false, sms: true }],
    ['both', { email: true, sms: true }],
    ['none', { email: false, sms: false }],
  ] as const)('%s is e-mail %j', (channel, parts) => {
    expect(partsOfChannel(channel)).toEqual(parts);
    expect(channelOfParts(parts)).toBe(channel);
  });

  it('turns every channel into parts and back', () => {
    for (const channel of NOTICE_CHANNELS) expect(channelOfParts(partsOfChannel(channel))).toBe(channel);
  });
});
