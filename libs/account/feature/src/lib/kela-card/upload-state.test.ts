import { KELA_CARD_MAX_IMAGE_BYTES } from '@portal/account/contracts';
import type { KelaCardUploadState } from './upload-state';
import { canSave, initialUploadState, isSaving, kelaCardUploadReducer } from './upload-state';

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const png = new File([new Uint8Array([0x89, 0x50])], 'back.png', { type: '' });
const gif = new File([new Uint8Array([0x47, 0x49])], 'back.gif', { type: 'image/gif' });

function run(...events: Parameters<typeof kelaCardUploadReducer>[1][]): KelaCardUploadState {
  return events.reduce(kelaCardUploadReducer, initialUploadState);
}

const bothChosen = [
  { type: 'file-chosen', side: 'front', file: jpeg },
  { type: 'file-chosen', side: 'back', file: png },
] as const;

describe('the Kela card upload state', () => {
  it('starts with both sides missing, and cannot save', () => {
    expect(initialUploadState).toEqual({ front: { status: 'missing' }, back: { status: 'missing' } });
    expect(canSave(initialUploadState)).toBe(false);
  });

  it('makes a side ready to upload with a JPEG or PNG, recognised by type or name', () => {
    const state = run(...bothChosen);
    expect(state.front).toEqual({ status: 'ready-to-upload', file: jpeg, contentType: 'image/jpeg' });
    expect(state.back).toEqual({ status: 'ready-to-upload', file: png, contentType: 'image/png' });
    expect(canSave(state)).toBe(true);
  });

  it('puts a side in error for another file type, and cannot save then', () => {
    const state = run(bothChosen[0], { type: 'file-chosen', side: 'back', file: gif });
    expect(state.back).toEqual({ status: 'error', error: 'invalid-type' });
    expect(canSave(state)).toBe(false);
    expect(canSave(run(bothChosen[0]))).toBe(false);
  });

  it('puts a side over the size limit in error before any upload, and cannot save then', () => {
    const big = new File([new Uint8Array(KELA_CARD_MAX_IMAGE_BYTES + 1)], 'front.jpg', { type: 'image/jpeg' });
    const atLimit = new File([new Uint8Array(KELA_CARD_MAX_IMAGE_BYTES)], 'back.png', { type: 'image/png' });
    const state = run({ type: 'file-chosen', side: 'front', file: big }, { type: 'file-chosen', side: 'back', file: atLimit });
    expect(state.front).toEqual({ status: 'error', error: 'too-large' });
    expect(state.back).toMatchObject({ status: 'ready-to-upload' });
    expect(canSave(state)).toBe(false);
  });

  it('takes a side back to missing when its choice is cleared', () => {
    expect(run(...bothChosen, { type: 'file-chosen', side: 'front', file: null }).front).toEqual({ status: 'missing' });
  });

  it('saves through uploading with progress to uploaded', () => {
    let state = run(...bothChosen, { type: 'save-started' });
    expect(isSaving(state)).toBe(true);
    expect(state.front).toMatchObject({ status: 'uploading', progress: 0 });
    state = kelaCardUploadReducer(state, { type: 'progress', side: 'front', percent: 42 });
    state = kelaCardUploadReducer(state, { type: 'progress', side: 'back', percent: 140 });
    expect(state.front).toMatchObject({ status: 'uploading', progress: 42 });
    expect(state.back).toMatchObject({ status: 'uploading', progress: 100 });
    state = kelaCardUploadReducer(state, { type: 'save-succeeded' });
    expect(state).toEqual({ front: { status: 'uploaded' }, back: { status: 'uploaded' } });
    expect(canSave(state)).toBe(false);
  });

  it('saves through uploading to error', () => {
    expect(run(...bothChosen, { type: 'save-started' }, { type: 'save-failed' })).toEqual({
      front: { status: 'error', error: 'upload-failed' },
      back: { status: 'error', error: 'upload-failed' },
    });
  });

  it('starts saving only with both sides ready, and keeps the sides while saving', () => {
    expect(run(bothChosen[0], { type: 'save-started' })).toEqual(run(bothChosen[0]));
    const saving = run(...bothChosen, { type: 'save-started' });
    expect(kelaCardUploadReducer(saving, { type: 'file-chosen', side: 'front', file: null })).toBe(saving);
    expect(kelaCardUploadReducer(saving, { type: 'reset' })).toBe(saving);
    expect(kelaCardUploadReducer(initialUploadState, { type: 'save-succeeded' })).toBe(initialUploadState);
  });

  it('resets both sides to missing on change images', () => {
    expect(run(...bothChosen, { type: 'save-started' }, { type: 'save-succeeded' }, { type: 'reset' })).toEqual(initialUploadState);
    expect(run(bothChosen[0], { type: 'file-chosen', side: 'back', file: gif }, { type: 'reset' })).toEqual(initialUploadState);
  });
});
