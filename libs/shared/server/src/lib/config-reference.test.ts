import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EnvSchema } from './config';
import { environmentReference } from './config-reference';

const file = path.join(__dirname, '../../../../../docs/environment.md');

describe('the environment reference', () => {
  it('is the one generated from the configuration schema (npm run docs:references writes it)', () => {
    const generated = environmentReference();
    if (process.env['WRITE_REFERENCES'] === '1') writeFileSync(file, generated);
    expect(readFileSync(file, 'utf8')).toBe(generated);
  });

  it('names every variable of the schema, with what it accepts', () => {
    const reference = environmentReference();
    for (const name of Object.keys(EnvSchema.entries)) expect(reference).toContain(`| \`${name}\` |`);
    expect(reference).toContain('| `PORTAL_BRAND` | `general` \\| `children` | `general` |');
    expect(reference).toContain('must be a number of minutes');
  });
});
