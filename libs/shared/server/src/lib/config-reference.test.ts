import * as v from 'valibot';
import { EnvSchema } from './config';
import { configPart } from './config-part';
import { environmentReference } from './config-reference';

// apps/api composes the domains' parts and checks docs/environment.md (environment-reference.test.ts).
describe('the environment reference', () => {
  it('names every variable of the schema, with what it accepts', () => {
    const reference = environmentReference();
    for (const name of Object.keys(EnvSchema.entries)) expect(reference).toContain(`| \`${name}\` |`);
    expect(reference).toContain('| `PORTAL_BRAND` | `general` \\| `children` | `general` |');
    expect(reference).toContain('must be a number of minutes');
  });

  it("names a part's variables with their description, the part and its file", () => {
    const part = configPart({
      name: 'test: greetings',
      file: 'libs/shared/server/src/lib/config-reference.test.ts',
      entries: {
        /** The word the portal greets with. */
        GREETING: v.optional(v.picklist(['Hei', 'Moi']), 'Hei'),
      },
      read: (env) => env.GREETING,
    });
    expect(environmentReference([part])).toContain(
      '| `GREETING` | `Hei` \\| `Moi` | `Hei` | The word the portal greets with. (test: greetings: `libs/shared/server/src/lib/config-reference.test.ts`) |',
    );
  });
});
