import { kelaCardImageTypeOf } from './image-file';

describe('kelaCardImageTypeOf', () => {
  it('takes JPEG and PNG by their type', () => {
    expect(kelaCardImageTypeOf({ type: 'image/jpeg', name: 'kortti' })).toBe('image/jpeg');
    expect(kelaCardImageTypeOf({ type: 'image/png', name: 'kortti.bin' })).toBe('image/png');
  });

  it('knows a file of no known type by its name: jpg, jpeg or png in any case', () => {
    expect(kelaCardImageTypeOf({ type: '', name: 'front.JPG' })).toBe('image/jpeg');
    expect(kelaCardImageTypeOf({ type: '', name: 'front.jpeg' })).toBe('image/jpeg');
    expect(kelaCardImageTypeOf({ type: 'application/octet-stream', name: 'back.png' })).toBe('image/png');
  });

  it('refuses every other file', () => {
    for (const file of [
      { type: 'image/gif', name: 'card.gif' },
      { type: 'image/heic', name: 'card.png' },
      { type: 'application/pdf', name: 'card.pdf' },
      { type: '', name: 'card.tiff' },
      { type: '', name: 'jpg' },
      { type: '', name: 'card.png.exe' },
    ]) {
      expect(kelaCardImageTypeOf(file)).toBeNull();
    }
  });
});
