import { configPartsOf, environmentReference } from '@portal/shared/server';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { domains } from './app';

const file = path.join(__dirname, '../../../docs/environment.md');

describe('the environment reference', () => {
  it("is the one generated from the shared schema and every domain's configuration part (npm run docs:references writes it)", () => {
    const generated = environmentReference(configPartsOf(domains));
    if (process.env['WRITE_REFERENCES'] === '1') writeFileSync(file, generated);
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });

  it("lists booking's insurer variables, which booking's configuration part declares", () => {
    expect(environmentReference(configPartsOf(domains))).toMatch(/\| `INSURANCE_POHJOLA_URL` \|.*booking: insurers/);
  });
});
