import { decodeJsonBase64Url, encodeJsonBase64Url } from '@portal/shared/util';
import { decodeSaveAction, encodeSaveAction } from './save-action';

describe('saveAction', () => {
  it('is URL-safe base64 of the JSON, keys in the order the spec shows', () => {
    const text = encodeSaveAction({ type: 'go-to-view-appointment-page', appointmentId: 12, tab: 'consent' });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeJsonBase64Url(text)).toEqual({ type: 'go-to-view-appointment-page', appointmentId: 12, tab: 'consent' });
  });

  it('reads back what it wrote', () => {
    const action = { type: 'go-to-view-appointment-page', appointmentId: 7, tab: 'consent' } as const;
    expect(decodeSaveAction(encodeSaveAction(action))).toEqual(action);
  });

  it('carries the invoice the pay page returns to, and only a numeric one', () => {
    const action = { type: 'go-to-invoice-page', invoiceNumber: '41000123' } as const;
    expect(decodeSaveAction(encodeSaveAction(action))).toEqual(action);
    expect(decodeSaveAction(encodeJsonBase64Url({ type: 'go-to-invoice-page' }))).toEqual({ type: 'go-to-invoice-page' });
    expect(decodeSaveAction(encodeJsonBase64Url({ type: 'go-to-invoice-page', invoiceNumber: '../admin' }))).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64url', '%%%'],
    ['not JSON', 'bm90IGpzb24'],
    ['an unknown type', encodeJsonBase64Url({ type: 'delete-everything' })],
    ['an appointment without its id', encodeJsonBase64Url({ type: 'go-to-view-appointment-page' })],
  ])('is null when %s', (_case, text) => {
    expect(decodeSaveAction(text)).toBeNull();
  });
});
