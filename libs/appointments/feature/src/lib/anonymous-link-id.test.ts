import { encodeBase64Url } from '@portal/shared/util';
import { anonymousLinkIdOf } from './anonymous-link-id';

const linkId = 'Ab3dEf7hIj9kLm2n';

describe('anonymous link id', () => {
  it('takes a plain link id as it is', () => {
    expect(anonymousLinkIdOf(linkId)).toBe(linkId);
  });

  it('takes the part after the underscore from the base64url form', () => {
    expect(anonymousLinkIdOf(encodeBase64Url(`12345_${linkId}`))).toBe(linkId);
  });

  it.each([
    ['text that is not a number before the underscore', `abc_${linkId}`],
    ['a link id that is too short', '12345_short'],
    ['a link id with other characters', `12345_${linkId}-x`],
    ['no underscore', `12345${linkId}`],
  ])('keeps the id as it is when the decoded text has %s', (_case, text) => {
    const encoded = encodeBase64Url(text);
    expect(anonymousLinkIdOf(encoded)).toBe(encoded);
  });

  it('keeps what is not base64url at all', () => {
    expect(anonymousLinkIdOf('not*base64')).toBe('not*base64');
  });
});
