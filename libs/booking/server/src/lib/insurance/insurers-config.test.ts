import { developmentEnv as development, partReader, productionSharedEnv } from '@portal/shared/server/testing';
import { insurersConfig } from './insurers-config';

const insurers = {
  INSURANCE_POHJOLA_URL: 'https://pohjola.insurer.example/direct-compensation/',
  INSURANCE_POHJOLA_API_KEY: 'pohjola-api-key-value',
  INSURANCE_LAHITAPIOLA_URL: 'https://lahitapiola.insurer.example/direct-compensation',
  INSURANCE_LAHITAPIOLA_API_KEY: 'lahitapiola-api-key-value',
  INSURANCE_LAHITAPIOLA_RETURN_SECRET: 'lahitapiola-return-secret-of-32-characters',
};
const production = { ...productionSharedEnv, ...insurers };
const { valueOf: insurersOf, problemsOf } = partReader(insurersConfig);

// Booking's own variables (its configuration part), read by the API with every other domain's.
describe('the insurers', () => {
  it('uses the local stand-in for both insurers in development when unset', () => {
    expect(insurersOf(development)).toEqual({
      pohjola: { baseUrl: 'http://localhost:4200/insurer-stand-in/pohjola', apiKey: 'development-insurer-stand-in-key' },
      lahiTapiola: {
        baseUrl: 'http://localhost:4200/insurer-stand-in/lahitapiola',
        apiKey: 'development-insurer-stand-in-key',
        returnSecret: 'development-lahitapiola-stand-in-return-secret',
      },
      standIn: true,
    });
  });

  it('takes the configured services, without a trailing slash on the addresses', () => {
    expect(insurersOf(production)).toEqual({
      pohjola: { baseUrl: 'https://pohjola.insurer.example/direct-compensation', apiKey: 'pohjola-api-key-value' },
      lahiTapiola: { baseUrl: 'https://lahitapiola.insurer.example/direct-compensation', apiKey: 'lahitapiola-api-key-value', returnSecret: 'lahitapiola-return-secret-of-32-characters' },
      standIn: false,
    });
    expect(insurersOf({ ...development, ...insurers }).standIn).toBe(false);
  });

  it('requires every one in production over https:, and never the stand-in', () => {
    expect(problemsOf(production)).toBe('');
    const withoutKey: Record<string, string> = { ...production };
    delete withoutKey['INSURANCE_POHJOLA_API_KEY'];
    expect(problemsOf(withoutKey)).toContain('INSURANCE_POHJOLA_API_KEY: required in the production environment');
    expect(problemsOf({ ...production, INSURANCE_LAHITAPIOLA_URL: 'http://lahitapiola.insurer.example' })).toMatch(/INSURANCE_LAHITAPIOLA_URL: must be https:/);
  });

  it('refuses half of the variables in development, and short keys, without echoing them', () => {
    const half = problemsOf({ ...development, INSURANCE_POHJOLA_URL: 'https://pohjola.insurer.example', INSURANCE_POHJOLA_API_KEY: 'pohjola-api-key-value' });
    expect(half).toContain('INSURANCE_LAHITAPIOLA_URL: required with the other INSURANCE_ variables');
    expect(half).not.toContain('INSURANCE_POHJOLA_URL:');
    const short = problemsOf({ ...development, ...insurers, INSURANCE_POHJOLA_API_KEY: 'short-key-value' });
    expect(short).toMatch(/INSURANCE_POHJOLA_API_KEY: must be at least 16 characters/);
    expect(short).not.toContain('short-key-value');
  });
});
