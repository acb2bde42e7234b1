import * as v from 'valibot';
import { ValidationErrorBodySchema } from './errors';

describe('ValidationErrorBodySchema', () => {
  it('accepts a validation error with field details', () => {
    const body = { type: 'ValidationError', details: [{ path: 'emailAddress', message: 'Invalid email' }] };
    expect(v.is(ValidationErrorBodySchema, body)).toBe(true);
  });

  it('rejects other error types and missing details', () => {
    expect(v.is(ValidationErrorBodySchema, { type: 'NotFound', details: [] })).toBe(false);
    expect(v.is(ValidationErrorBodySchema, { type: 'ValidationError' })).toBe(false);
  });
});
