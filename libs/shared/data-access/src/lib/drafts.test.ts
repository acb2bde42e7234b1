import { clearDrafts, readDraft, removeDraft, writeDraft } from './drafts';

afterEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('keeps a value per key in sessionStorage until removed', () => {
    writeDraft('messaging.new', { subject: 'Hei' });
    expect(readDraft('messaging.new')).toEqual({ subject: 'Hei' });
    expect(readDraft('messaging.thread.1')).toBeNull();
    removeDraft('messaging.new');
    expect(readDraft('messaging.new')).toBeNull();
  });

  it('clears every draft and nothing else', () => {
    writeDraft('a', 1);
    writeDraft('b', 2);
    sessionStorage.setItem('other', 'kept');
    clearDrafts();
    expect([readDraft('a'), readDraft('b'), sessionStorage.getItem('other')]).toEqual([null, null, 'kept']);
  });

  it('reads a damaged draft as none', () => {
    sessionStorage.setItem('portal.draft.x', '{');
    expect(readDraft('x')).toBeNull();
  });
});
