import { isThreadRead } from './read-rule';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
const base = { readAt: at(30), lastMessageAt: at(20), ownAssignmentAt: null, professionalTimestamp: null };

describe('the read rule', () => {
  it('holds a thread without messages read, even never read', () => {
    expect(isThreadRead({ ...base, readAt: null, lastMessageAt: null, ownAssignmentAt: at(50) })).toBe(true);
  });

  it('needs a read at or after the last message', () => {
    expect(isThreadRead(base)).toBe(true);
    expect(isThreadRead({ ...base, readAt: at(20) })).toBe(true);
    expect(isThreadRead({ ...base, readAt: at(19) })).toBe(false);
    expect(isThreadRead({ ...base, readAt: null })).toBe(false);
  });

  it('needs a read at or after the reader’s own current assignment', () => {
    expect(isThreadRead({ ...base, ownAssignmentAt: at(30) })).toBe(true);
    expect(isThreadRead({ ...base, ownAssignmentAt: at(31) })).toBe(false);
  });

  it('needs a read at or after the professional timestamp', () => {
    expect(isThreadRead({ ...base, professionalTimestamp: at(25) })).toBe(true);
    expect(isThreadRead({ ...base, professionalTimestamp: at(40) })).toBe(false);
  });
});
