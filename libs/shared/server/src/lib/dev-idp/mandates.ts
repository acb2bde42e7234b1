import type { Database } from '@portal/shared/db';
import { guardianships, persons } from '@portal/shared/db';
import type { Language } from '@portal/shared/util';
import { ageOn, helsinkiDateString } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginTransactions } from '../auth/login-transactions';
import { langFrom } from '../auth/routes';
import { html, page } from './html';
import { text } from './texts';

/**
 * The development authorisation service's page: the guardian chooses whom they act for. It lists
 * every child in the guardian's care (also those too old for a mandate, so the refusal can be
 * tried) and takes any other identity code; the decision itself is made by `POST /oauth/mandate`.
 */
export function registerDevMandatePage(
  app: FastifyInstance,
  deps: { db: Database; transactions: LoginTransactions; loginCookie: string },
): void {
  app.get('/dev-idp/mandates', async (request, reply) => {
    const lang: Language = langFrom((request.query as { lang?: unknown }).lang);
    const id = request.cookies[deps.loginCookie];
    const transaction = id ? await deps.transactions.find(id) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!transaction?.guardianId) {
      return reply.code(400).send(page(lang, text(lang, 'mandateTitle'), html`<h1>${text(lang, 'mandateTitle')}</h1><p>${text(lang, 'noTransaction')}</p>`));
    }
    const children = await deps.db
      .select({ ssn: persons.ssn, firstName: persons.firstName, lastName: persons.lastName })
      .from(guardianships)
      .innerJoin(persons, eq(persons.id, guardianships.childId))
      .where(eq(guardianships.guardianId, transaction.guardianId))
      .orderBy(persons.birthDate);
    const [year = 0, month = 0, day = 0] = helsinkiDateString(new Date()).split('-').map(Number);
    const items = children.map((child) => {
      const name = `${child.firstName} ${child.lastName}`;
      const age = ageOn(child.ssn, { year, month, day }) ?? '?';
      return html`<li><form method="post" action="/oauth/mandate"><input type="hidden" name="ssn" value="${child.ssn}"><button class="person secondary" type="submit">${text(lang, 'actFor', { name, age })}</button></form></li>`;
    });
    return reply.send(
      page(
        lang,
        text(lang, 'mandateTitle'),
        html`<h1>${text(lang, 'mandateTitle')}</h1>
<p class="notice">${text(lang, 'mandateIntro')}</p>
<h2>${text(lang, 'children')}</h2>
<ul>${items}</ul>
<h2>${text(lang, 'otherPerson')}</h2>
<form method="post" action="/oauth/mandate"><label for="ssn">${text(lang, 'code')}</label><input id="ssn" name="ssn" maxlength="11" autocomplete="off"><p><button type="submit">${text(lang, 'choose')}</button></p></form>`,
      ),
    );
  });
}
