import type { KelaCardImageType, KelaCardSide } from '@portal/account/contracts';
import { KELA_CARD_MAX_IMAGE_BYTES } from '@portal/account/contracts';
import { clampProgress } from '@portal/shared/util';
import { kelaCardImageTypeOf } from './image-file';

/** Why a side is in error: a file of another type or over the size limit was chosen, or saving failed. */
export type SideError = 'invalid-type' | 'too-large' | 'upload-failed';

/** One side's image (account doc section 3): missing, ready-to-upload, uploading, uploaded or error. */
export type SideState =
  | { status: 'missing' }
  | { status: 'ready-to-upload'; file: File; contentType: KelaCardImageType }
  | { status: 'uploading'; file: File; contentType: KelaCardImageType; progress: number }
  | { status: 'uploaded' }
  | { status: 'error'; error: SideError };

export type KelaCardUploadState = Readonly<Record<KelaCardSide, SideState>>;

export type KelaCardUploadEvent =
  /** A file was chosen for a side, or the choice was cleared (null). */
  | { type: 'file-chosen'; side: KelaCardSide; file: File | null }
  | { type: 'save-started' }
  /** Percent of a side's bytes sent. */
  | { type: 'progress'; side: KelaCardSide; percent: number }
  | { type: 'save-succeeded' }
  | { type: 'save-failed' }
  /** 'Change images': both sides back to missing. */
  | { type: 'reset' };

const missing: SideState = { status: 'missing' };

export const initialUploadState: KelaCardUploadState = { front: missing, back: missing };

export function isSaving(state: KelaCardUploadState): boolean {
  return state.front.status === 'uploading' || state.back.status === 'uploading';
}

/** Saving is possible only when both sides are ready to upload (account doc section 4). */
export function canSave(state: KelaCardUploadState): boolean {
  return state.front.status === 'ready-to-upload' && state.back.status === 'ready-to-upload';
}

function chosen(file: File | null): SideState {
  if (!file) return missing;
  const contentType = kelaCardImageTypeOf(file);
  if (!contentType) return { status: 'error', error: 'invalid-type' };
  // The API refuses a larger image after the upload; the browser says so before sending it.
  if (file.size > KELA_CARD_MAX_IMAGE_BYTES) return { status: 'error', error: 'too-large' };
  return { status: 'ready-to-upload', file, contentType };
}

/**
 * Both sides of the Kela card form: choosing files, then saving both through uploading to
 * uploaded, or to error. Nothing changes a side while saving but its progress and the outcome.
 */
export function kelaCardUploadReducer(state: KelaCardUploadState, event: KelaCardUploadEvent): KelaCardUploadState {
  switch (event.type) {
    case 'file-chosen':
      return isSaving(state) ? state : { ...state, [event.side]: chosen(event.file) };
    case 'save-started': {
      const { front, back } = state;
      if (front.status !== 'ready-to-upload' || back.status !== 'ready-to-upload') return state;
      return { front: { ...front, status: 'uploading', progress: 0 }, back: { ...back, status: 'uploading', progress: 0 } };
    }
    case 'progress': {
      const side = state[event.side];
      return side.status === 'uploading' ? { ...state, [event.side]: { ...side, progress: clampProgress(event.percent) } } : state;
    }
    case 'save-succeeded':
      return isSaving(state) ? { front: { status: 'uploaded' }, back: { status: 'uploaded' } } : state;
    case 'save-failed':
      return isSaving(state) ? { front: { status: 'error', error: 'upload-failed' }, back: { status: 'error', error: 'upload-failed' } } : state;
    case 'reset':
      return isSaving(state) ? state : initialUploadState;
  }
}
