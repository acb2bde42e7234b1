import middie from '@fastify/middie';
import { type IdentificationMethod, identificationMethods } from '@portal/shared/contracts';
import type { Language } from '@portal/shared/util';
import { isLanguage, validateIdentityCode } from '@portal/shared/util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Html } from './html';
import { html, page } from './html';
import type { IdentifiedPerson } from './provider';
import { accountIdOf } from './provider';
import { methodNames, text } from './texts';

export interface ListedTestPerson extends IdentifiedPerson {
  role: Record<Language, string>;
}

function langOf(uiLocales: unknown): Language {
  const first = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  return first && isLanguage(first) ? first : 'fi';
}

function methodOf(acrValues: unknown): IdentificationMethod {
  const first = typeof acrValues === 'string' ? acrValues.split(' ')[0] : undefined;
  return (identificationMethods as readonly string[]).includes(first ?? '') ? (first as IdentificationMethod) : 'mobiilivarmenne';
}

function loginPage(options: {
  uid: string;
  lang: Language;
  method: IdentificationMethod;
  persons: readonly ListedTestPerson[];
  error?: boolean;
  typed?: { ssn: string; firstName: string; lastName: string };
}): string {
  const { uid, lang, persons } = options;
  const action = `/dev-idp/interaction/${encodeURIComponent(uid)}`;
  const personItems: Html[] = persons.map(
    (person) => html`<li><form method="post" action="${action}/login">
<input type="hidden" name="ssn" value="${person.ssn}"><input type="hidden" name="firstName" value="${person.firstName}"><input type="hidden" name="lastName" value="${person.lastName}">
<button class="person secondary" type="submit">${text(lang, 'signInAs', { name: `${person.firstName} ${person.lastName}` })}<span class="role">${person.ssn} · ${person.role[lang]}</span></button></form></li>`,
  );
  const typed = options.typed ?? { ssn: '', firstName: 'Testi', lastName: 'Testaaja' };
  const body = html`<h1>${text(lang, 'title')}</h1>
<p class="notice">${text(lang, 'notice')}</p>
<p>${text(lang, 'chosen', { method: methodNames[options.method][lang] })}</p>
<h2>${text(lang, 'persons')}</h2>
<ul>${personItems}</ul>
<h2>${text(lang, 'other')}</h2>
<form method="post" action="${action}/login">
${options.error ? html`<p class="error" id="ssn-error" role="alert">${text(lang, 'invalidCode')}</p>` : html``}
<label for="ssn">${text(lang, 'code')}</label><input id="ssn" name="ssn" autocomplete="off" maxlength="11" value="${typed.ssn}" ${options.error ? html`aria-invalid="true" aria-describedby="ssn-error"` : html``}>
<label for="firstName">${text(lang, 'firstName')}</label><input id="firstName" name="firstName" maxlength="50" autocomplete="off" value="${typed.firstName}">
<label for="lastName">${text(lang, 'lastName')}</label><input id="lastName" name="lastName" maxlength="50" autocomplete="off" value="${typed.lastName}">
<p><button type="submit">${text(lang, 'submit')}</button></p>
</form>
<form method="post" action="${action}/abort"><button class="secondary" type="submit">${text(lang, 'cancel')}</button></form>`;
  return page(lang, text(lang, 'title'), body);
}

function formField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Mounts the development identity provider at /dev-idp: oidc-provider answers the protocol
 * endpoints, our routes render the login interaction with the test persons.
 */
export async function registerDevIdp(
  app: FastifyInstance,
  provider: Provider,
  persons: readonly ListedTestPerson[],
): Promise<void> {
  await app.register(middie);
  const handle = provider.callback();
  const ownPages = /^\/(interaction)(\/|\?|$)/;
  app.use('/dev-idp', (req, res, next) => {
    if (ownPages.test(req.url ?? '')) {
      next();
      return;
    }
    // Koa's handler answers errors itself; its promise carries nothing more.
    void handle(req, res);
  });

  const details = (request: FastifyRequest, reply: FastifyReply) => provider.interactionDetails(request.raw, reply.raw);

  app.get<{ Params: { uid: string } }>('/dev-idp/interaction/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    const lang = langOf(interaction.params['ui_locales']);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPage({ uid: interaction.uid, lang, method: methodOf(interaction.params['acr_values']), persons }));
  });

  app.post<{ Params: { uid: string } }>('/dev-idp/interaction/:uid/login', async (request, reply) => {
    const interaction = await details(request, reply);
    const lang = langOf(interaction.params['ui_locales']);
    const method = methodOf(interaction.params['acr_values']);
    const typed = {
      ssn: formField(request.body, 'ssn').toUpperCase(),
      firstName: formField(request.body, 'firstName').slice(0, 50) || 'Testi',
      lastName: formField(request.body, 'lastName').slice(0, 50) || 'Testaaja',
    };
    if (!validateIdentityCode(typed.ssn).valid) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(loginPage({ uid: interaction.uid, lang, method, persons, error: true, typed }));
    }
    const accountId = accountIdOf(typed);
    if (interaction.session) {
      // Every identification stands alone, like a bank's: the provider forgets the browser's
      // earlier sign-in instead of asking to log that person out first.
      await provider.Session.adapter.destroy(interaction.session.cookie);
      delete interaction.session;
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    }
    const grant = new provider.Grant({ accountId, clientId: String(interaction.params['client_id']) });
    grant.addOIDCScope('openid profile hetu');
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId, acr: method }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  app.post<{ Params: { uid: string } }>('/dev-idp/interaction/:uid/abort', async (request, reply) => {
    await details(request, reply);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The person cancelled the identification' },
      { mergeWithLastSubmission: false },
    );
  });
}

export function idpErrorPage(lang: Language, backHref: string): string {
  return page(lang, text(lang, 'error'), html`<h1>${text(lang, 'error')}</h1><p><a href="${backHref}">${text(lang, 'errorBack')}</a></p>`);
}
