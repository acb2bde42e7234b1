import { uploadMetadataHeaders } from './uploads';

describe('uploadMetadataHeaders', () => {
  it('takes every metadata parameter of the query, and nothing else', () => {
    const url =
      'https://bucket.s3.eu-north-1.amazonaws.com/key?X-Amz-Algorithm=AWS4-HMAC-SHA256&x-amz-meta-purpose=kela-card-front&X-Amz-SignedHeaders=content-type%3Bhost%3Bx-amz-meta-purpose&X-Amz-Meta-Kind=image';
    expect(uploadMetadataHeaders(url)).toEqual({ 'x-amz-meta-purpose': 'kela-card-front', 'x-amz-meta-kind': 'image' });
  });

  it('reads a relative URL, and one without metadata', () => {
    expect(uploadMetadataHeaders('/api/storage/abc?x-amz-meta-purpose=kela-card-back&signature=00')).toEqual({ 'x-amz-meta-purpose': 'kela-card-back' });
    expect(uploadMetadataHeaders('/api/storage/abc?signature=00')).toEqual({});
  });
});
