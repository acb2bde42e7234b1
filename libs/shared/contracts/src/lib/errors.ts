import * as v from 'valibot';

/** The body of every 400 answer to bad input (ARCHITECTURE.md "Rules of the house"). */
export const ValidationErrorBodySchema = v.object({
  type: v.literal('ValidationError'),
  details: v.array(
    v.object({
      path: v.string(),
      message: v.string(),
    }),
  ),
});

export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>;
