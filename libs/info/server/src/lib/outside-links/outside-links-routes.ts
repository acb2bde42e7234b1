import type { ApiConfig } from '@portal/shared/server';
import { configOf, html, page, parseInput } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { brandNames, FIXED_OUTSIDE_LINKS, LANGUAGES, LOCALIZED_OUTSIDE_LINKS, OUTSIDE_LINK_PREFIX } from '@portal/shared/util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { OutsidePage } from './outside-links-config';
import { DEV_OUTSIDE_PREFIX, filledIn, OUTSIDE_LINK_VARIABLES, outsideLinksConfig } from './outside-links-config';

const LangQuerySchema = v.object({ lang: v.optional(v.picklist(LANGUAGES), 'fi') });
const InstructionsParamsSchema = v.object({ type: v.picklist(['laboratory', 'imaging']) });
const PractitionerParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)) });

/**
 * The portal's outside links (libs/shared/util's outsideLinks): each `/out/` address sends the
 * browser on to the address the deployment configures, with the page's language and the
 * practitioner's id filled in. Not cached, so a changed address applies at the next click.
 */
export function registerOutsideLinkRoutes(app: FastifyInstance, config: ApiConfig): void {
  const links = configOf(config, outsideLinksConfig);
  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-cache').redirect(to, 302);
  for (const link of FIXED_OUTSIDE_LINKS) {
    app.get(`${OUTSIDE_LINK_PREFIX}${link}`, (_request, reply) => redirect(reply, links.fixed[link]));
  }
  for (const link of LOCALIZED_OUTSIDE_LINKS) {
    app.get(`${OUTSIDE_LINK_PREFIX}${link}`, (request, reply) => {
      const { lang } = parseInput(LangQuerySchema, request.query);
      return redirect(reply, filledIn(links.localized[link], { lang }));
    });
  }
  app.get(`${OUTSIDE_LINK_PREFIX}practitioners/:id`, (request, reply) => {
    const { id } = parseInput(PractitionerParamsSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    return redirect(reply, filledIn(links.practitionerProfile, { lang, id }));
  });
}

const pageTitles: Record<OutsidePage, Record<Language, string>> = {
  'app-store': { fi: 'Sovellus App Storessa', sv: 'Appen i App Store', en: 'The app in the App Store' },
  'google-play': { fi: 'Sovellus Google Playssa', sv: 'Appen i Google Play', en: 'The app in Google Play' },
  laboratories: { fi: 'Laboratoriot', sv: 'Laboratorier', en: 'Laboratories' },
  'imaging-centres': { fi: 'Kuvantamisyksiköt', sv: 'Bilddiagnostiska enheter', en: 'Imaging centres' },
  practitioners: { fi: 'Ammattilaisen esittely', sv: 'Presentation av yrkespersonen', en: "The practitioner's profile" },
};

const instructionTitles = {
  laboratory: { fi: 'Potilasohje laboratoriotutkimukseen', sv: 'Patientanvisning för laboratorieundersökningen', en: 'Instructions for the laboratory test' },
  imaging: { fi: 'Potilasohje kuvantamistutkimukseen', sv: 'Patientanvisning för bilddiagnostiken', en: 'Instructions for the imaging' },
} satisfies Record<string, Record<Language, string>>;

const texts = {
  fi: {
    instructionsNotice: 'Tuotannossa lähetteen potilasohjeen osoite tulee potilastietojärjestelmästä.',
    standIn: 'kehitysympäristön sijaissivu',
    notice: 'Tuotannossa linkki vie brändin omalle sivulle, jonka osoite annetaan ympäristömuuttujassa',
    practitioner: 'Ammattilaisen tunnus',
  },
  sv: {
    instructionsNotice: 'I produktion kommer adressen till remissens patientanvisning från patientdatasystemet.',
    standIn: 'ersättningssida i utvecklingsmiljön',
    notice: 'I produktion leder länken till varumärkets egen sida, vars adress anges i miljövariabeln',
    practitioner: 'Yrkespersonens id',
  },
  en: {
    instructionsNotice: "In production the address of a referral's instructions comes from the patient records system.",
    standIn: 'a stand-in page of the development environment',
    notice: "In production the link leads to the brand's own page, whose address the environment variable gives:",
    practitioner: "The practitioner's id",
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * Development only: the pages the outside links lead to where no real address is configured, so
 * that every link of the portal opens a page this server serves (and a walk of the pages can
 * follow them). Each says what it stands for and which variable gives the real address. The
 * demo referrals' patient instructions have one too.
 */
export function registerDevOutsidePages(app: FastifyInstance, config: ApiConfig): void {
  const standInPage = (reply: FastifyReply, link: OutsidePage, lang: Language, practitionerId?: number) => {
    const t = texts[lang];
    const title = `${brandNames[config.brand][lang]}: ${pageTitles[link][lang]} (${t.standIn})`;
    const practitioner = practitionerId === undefined ? html`` : html`<p>${t.practitioner}: ${practitionerId}</p>`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page(lang, title, html`<h1>${title}</h1>${practitioner}<p class="notice">${t.notice} <code>${OUTSIDE_LINK_VARIABLES[link]}</code></p>`));
  };
  for (const link of [...FIXED_OUTSIDE_LINKS, ...LOCALIZED_OUTSIDE_LINKS]) {
    app.get(`${DEV_OUTSIDE_PREFIX}/${link}`, (request, reply) => standInPage(reply, link, parseInput(LangQuerySchema, request.query).lang));
  }
  app.get(`${DEV_OUTSIDE_PREFIX}/practitioners/:id`, (request, reply) => {
    const { id } = parseInput(PractitionerParamsSchema, request.params);
    return standInPage(reply, 'practitioners', parseInput(LangQuerySchema, request.query).lang, id);
  });
  // The demo referrals' instructions (libs/shared/db's seed), which the clinical system gives in production.
  app.get(`${DEV_OUTSIDE_PREFIX}/patient-instructions/:type`, (request, reply) => {
    const { type } = parseInput(InstructionsParamsSchema, request.params);
    const { lang } = parseInput(LangQuerySchema, request.query);
    const t = texts[lang];
    const title = `${instructionTitles[type][lang]} (${t.standIn})`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page(lang, title, html`<h1>${title}</h1><p class="notice">${t.instructionsNotice}</p>`));
  });
}
