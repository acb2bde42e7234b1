import type { ConfigContext, PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import type { FixedOutsideLink, Language, LocalizedOutsideLink } from '@portal/shared/util';
import * as v from 'valibot';

const url = v.pipe(v.string(), v.url('must be a URL'));
const withLang = v.pipe(url, v.includes('{lang}', 'must hold {lang}, where the page language (fi, sv or en) goes'));

/**
 * The brand's pages elsewhere that the portal links to, through its `/out/` addresses (outside-links
 * routes). One API serves one brand (PORTAL_BRAND), so these are that brand's. Every one is required
 * in production; unset in development, each leads to a stand-in page at `/dev-outside/`.
 */
export const outsideLinksEnvEntries = {
  /** The brand's app in Apple's App Store, e.g. https://apps.apple.com/fi/app/{name}/id{number}. */
  OUTSIDE_LINK_APP_STORE: v.optional(url),
  /** The brand's app in Google Play, e.g. https://play.google.com/store/apps/details?id={package}. */
  OUTSIDE_LINK_GOOGLE_PLAY: v.optional(url),
  /** A practitioner's public profile on the brand's website, with {id} (the practitioner's id) and {lang} (fi, sv or en). */
  OUTSIDE_LINK_PRACTITIONER_PROFILE: v.optional(v.pipe(withLang, v.includes('{id}', "must hold {id}, where the practitioner's id goes"))),
  /** The brand's page for finding a laboratory (a referral's "find a laboratory"), with {lang}. */
  OUTSIDE_LINK_LABORATORIES: v.optional(withLang),
  /** The brand's page for finding an imaging centre (an imaging referral's link), with {lang}. */
  OUTSIDE_LINK_IMAGING_CENTRES: v.optional(withLang),
};

type OutsideLinksEnv = PartEnv<typeof outsideLinksEnvEntries>;

/** Where each `/out/` address sends the browser: a fixed address or one with `{lang}` (and `{id}`). */
export interface OutsideLinksConfig {
  fixed: Readonly<Record<FixedOutsideLink, string>>;
  localized: Readonly<Record<LocalizedOutsideLink, string>>;
  practitionerProfile: string;
}

export const DEV_OUTSIDE_PREFIX = '/dev-outside';

/** Each outside page: the fixed and localized ones and a practitioner's profile. */
export type OutsidePage = FixedOutsideLink | LocalizedOutsideLink | 'practitioners';

/** The variable that gives each outside page's address. */
export const OUTSIDE_LINK_VARIABLES = {
  'app-store': 'OUTSIDE_LINK_APP_STORE',
  'google-play': 'OUTSIDE_LINK_GOOGLE_PLAY',
  laboratories: 'OUTSIDE_LINK_LABORATORIES',
  'imaging-centres': 'OUTSIDE_LINK_IMAGING_CENTRES',
  practitioners: 'OUTSIDE_LINK_PRACTITIONER_PROFILE',
} as const satisfies Record<OutsidePage, keyof OutsideLinksEnv>;

/**
 * A guessed address is a dead link in front of a patient: production needs every one, over https:.
 * In development each one set is used and the rest stand in.
 */
export function outsideLinksProblems(e: OutsideLinksEnv, { production }: ConfigContext): string[] {
  if (!production) return [];
  return Object.values(OUTSIDE_LINK_VARIABLES).flatMap((name) => {
    const value = e[name];
    if (value === undefined) return [`${name}: required in the production environment`];
    return new URL(value.replace(/[{}]/g, '')).protocol === 'https:' ? [] : [`${name}: must be https: in the production environment`];
  });
}

/** The stand-in page's address for a link (`{lang}` and `{id}` kept for the route to fill in). */
export function standInAddress(link: OutsidePage): string {
  if (link === 'practitioners') return `${DEV_OUTSIDE_PREFIX}/practitioners/{id}?lang={lang}`;
  return link === 'laboratories' || link === 'imaging-centres' ? `${DEV_OUTSIDE_PREFIX}/${link}?lang={lang}` : `${DEV_OUTSIDE_PREFIX}/${link}`;
}

export function outsideLinksOf(e: OutsideLinksEnv): OutsideLinksConfig {
  const address = (link: OutsidePage) => e[OUTSIDE_LINK_VARIABLES[link]] ?? standInAddress(link);
  return {
    fixed: { 'app-store': address('app-store'), 'google-play': address('google-play') },
    localized: { laboratories: address('laboratories'), 'imaging-centres': address('imaging-centres') },
    practitionerProfile: address('practitioners'),
  };
}

/** Fills in a configured address's `{lang}` and `{id}`. */
export function filledIn(template: string, values: { lang?: Language; id?: number }): string {
  return template.replaceAll('{lang}', values.lang ?? 'fi').replaceAll('{id}', values.id === undefined ? '' : String(values.id));
}

/** The outside links' own variables (read with configOf(config, outsideLinksConfig)). */
export const outsideLinksConfig = configPart({
  name: 'info: outside links',
  file: 'libs/info/server/src/lib/outside-links/outside-links-config.ts',
  entries: outsideLinksEnvEntries,
  problems: outsideLinksProblems,
  read: outsideLinksOf,
});
