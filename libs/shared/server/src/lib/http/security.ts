import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { isProduction } from '../config';

/**
 * Security headers on every answer. Scripts only from our origin (no inline scripts); inline
 * style attributes are allowed because the accessible components position overlays with them.
 * Forms may post to the identity provider, which the sign-in redirects through.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const formTargets = new Set(["'self'", new URL(config.oidc.issuer).origin]);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': [...formTargets],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(isProduction(config) ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: isProduction(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
