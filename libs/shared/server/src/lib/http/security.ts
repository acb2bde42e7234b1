import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { isProduction } from '../config';
import { uploadOrigins } from '../storage/storage';

/**
 * Powerful browser features the portal never uses, denied to it and to anything it might embed,
 * so that an injected script cannot ask for them either. The portal needs none: attachments are
 * uploaded through a plain file input (choosing a file, or a photo on a phone, asks for no
 * camera permission), paying is a redirect to the payment provider's own pages (no Payment
 * Request API), sign-in goes through the identity provider's pages (no WebAuthn of ours), and
 * there is no map, media, motion, device or XR feature. Interest-based advertising
 * (browsing-topics) has no business on a health portal.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * Where the pay page's provider forms may post. The local stand-in's forms post to the API's own
 * origin ('self'). Paytrail's providers are banks and card services: each provider's form posts
 * to an address of that provider, named in Paytrail's signed answer and changing with its list,
 * and browsers apply form-action to the redirects that follow the post too. So with Paytrail any
 * https target is allowed; scripts stay limited to our origin, so only our own pages build
 * forms, and never an http one (production also upgrades insecure requests).
 */
export function paymentFormTargets(config: ApiConfig): string[] {
  return config.paytrail.standIn ? [] : ['https:'];
}

/** Paytrail's answer names each provider's logo on its image server; the stand-in's are ours. */
export const PAYTRAIL_IMAGES = 'https://resources.paytrail.com';

function paymentImageSources(config: ApiConfig): string[] {
  return config.paytrail.standIn ? [] : [PAYTRAIL_IMAGES];
}

/**
 * Security headers on every answer. Scripts only from our origin (no inline scripts); inline
 * style attributes are allowed because the accessible components position overlays with them.
 * Forms may post to the identity provider, which the sign-in redirects through, and to the
 * payment providers (`paymentFormTargets`). Powerful features are off (`permissionsPolicy`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const formTargets = new Set(["'self'", new URL(config.oidc.issuer).origin, ...paymentFormTargets(config)]);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...paymentImageSources(config)],
        'font-src': ["'self'"],
        // Uploads go to the API itself with the local store, straight to the bucket with S3.
        'connect-src': ["'self'", ...uploadOrigins(config.storage)],
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
  // helmet has no Permissions-Policy. Set on sending rather than on request, as helmet does:
  // an answer refused by an earlier onRequest hook (the 415 of json-bodies.ts) skips the later
  // onRequest hooks, but every answer passes onSend.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
