import * as v from 'valibot';

/**
 * The deployment environment the portal is built for. Vite reads it from the process environment
 * (PORTAL_BRAND, PORTAL_ENVIRONMENT) at build time; the build writes the checked value into the app.
 */
export const PortalEnvSchema = v.object({
  brand: v.picklist(['general', 'children'], 'PORTAL_BRAND must be "general" or "children"'),
  environment: v.picklist(
    ['development', 'production'],
    'PORTAL_ENVIRONMENT must be "development" or "production"',
  ),
});

export type PortalEnv = v.InferOutput<typeof PortalEnvSchema>;

export class PortalEnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid portal environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'PortalEnvError';
  }
}

/** Validates the environment, listing every bad variable at once. */
export function parsePortalEnv(raw: unknown): PortalEnv {
  const result = v.safeParse(PortalEnvSchema, raw);
  if (result.success) return result.output;
  throw new PortalEnvError(result.issues.map((issue) => issue.message));
}

/** Reads the process environment the way the build does (defaults: general brand, development). */
export function portalEnvFromProcess(
  env: Record<string, string | undefined>,
  defaultEnvironment: PortalEnv['environment'],
): PortalEnv {
  return parsePortalEnv({
    brand: env['PORTAL_BRAND'] ?? 'general',
    environment: env['PORTAL_ENVIRONMENT'] ?? defaultEnvironment,
  });
}
