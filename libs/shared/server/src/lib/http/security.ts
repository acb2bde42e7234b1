import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { ContentSecuritySources } from '../domain-plugin';
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
 * Security headers on every answer. Scripts only from our origin (no inline scripts); inline
 * style attributes are allowed because the accessible components position overlays with them.
 * Forms may post to the identity provider, which the sign-in redirects through, and to what the
 * composed domains' pages need (`sources`: the invoices' payment providers). Images also from the
 * practitioners' photos' origin (CONTENT_IMAGES_ORIGIN). Powerful features are
 * off (`permissionsPolicy`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ApiConfig, sources: readonly ContentSecuritySources[] = []): void {
  const formTargets = new Set(["'self'", new URL(config.oidc.issuer).origin, ...sources.flatMap((source) => source.formAction ?? [])]);
  const imageSources = new Set(["'self'", 'data:', ...(config.contentImagesOrigin === null ? [] : [config.contentImagesOrigin]), ...sources.flatMap((source) => source.imgSrc ?? [])]);
  // Helmet's middleware, made once: @fastify/helmet made it anew for every request, parsing the
  // policy each time (about 5 % of the API's CPU time for a booking search, `bench:search --cpu-prof`).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [...imageSources],
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
  // Helmet throws its errors (since 8.1) and calls `next` with nothing.
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // helmet has no Permissions-Policy. Set on sending rather than on request, as helmet does:
  // an answer refused by an earlier onRequest hook (the 415 of json-bodies.ts) skips the later
  // onRequest hooks, but every answer passes onSend.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    done(null, payload);
  });
}
