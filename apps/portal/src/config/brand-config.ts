import type { BrandCapabilities } from '@portal/shared/util';
import * as v from 'valibot';

const localizedText = v.object({
  fi: v.pipe(v.string(), v.nonEmpty()),
  sv: v.pipe(v.string(), v.nonEmpty()),
  en: v.pipe(v.string(), v.nonEmpty()),
});


export const BrandConfigSchema = v.object({
  brand: v.picklist(['general', 'children']),
  name: localizedText,
  /** Finnish national format, shown as such and dialled as +358. */
  customerServicePhone: v.pipe(v.string(), v.regex(/^0\d{1,3}( \d{2,4}){1,3}$/)),
  theme: v.object({
    /** The token set of libs/shared/ui (data-brand attribute). */
    tokens: v.picklist(['general', 'children']),
    /** Header image height as a proportion of the screen width (account doc section 9). */
    headerImageProportion: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  }),
  /** The terms page is only in Finnish for the children's brand. */
  termsLanguage: v.optional(v.picklist(['fi', 'sv', 'en'])),
  /** The brand merged with another on a day (booking doc section 1), stated on the login page. */
  merger: v.optional(v.object({ with: localizedText, on: v.pipe(v.string(), v.isoDate()) })),
});

/** What brands.ts sets for a brand, checked by the schema. */
export type BrandSettings = v.InferOutput<typeof BrandConfigSchema>;

/**
 * A brand's configuration: its settings and its capabilities (the sections it lacks, occupational
 * health care, guardians...), which come from libs/shared/util's brandCapabilities, the one
 * definition the API reads too.
 */
export type BrandConfig = BrandSettings & BrandCapabilities;
