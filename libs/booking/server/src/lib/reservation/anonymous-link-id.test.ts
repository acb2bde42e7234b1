import { newAnonymousLinkId } from './anonymous-link-id';

describe('newAnonymousLinkId', () => {
  it('makes 24 letters and digits, different every time', () => {
    const ids = Array.from({ length: 200 }, () => newAnonymousLinkId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
