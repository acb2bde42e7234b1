/**
 * Personal data must never reach the logs (identity codes, names, phone numbers, e-mail). Log
 * lines carry no bodies and no query strings; these patterns are the safety net for free text
 * such as error messages (a database error can quote the row that failed).
 */
const patterns: ReadonlyArray<[RegExp, string]> = [
  // Finnish identity code: DDMMYY, century sign, three digits, check character.
  [/\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/gi, '[identity-code]'],
  [/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi, '[e-mail]'],
  // Phone numbers: +358 or 0 followed by 5 or more digits, spaces and dashes allowed.
  [/(?:\+358|\b0)[\d\s-]{5,18}\d/g, '[phone]'],
];

export function scrub(text: string): string {
  return patterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Field names whose values are personal data wherever they appear in a logged object. */
export const personalFields = [
  'ssn',
  'hetu',
  'firstName',
  'lastName',
  'name',
  'given_name',
  'family_name',
  'phone',
  'phoneNumber',
  'email',
  'emailAddress',
  'replyEmail',
  'street',
  'streetAddress',
  'ssnEndPart',
] as const;

/** pino `redact` paths: cookies and tokens, and personal fields at the top two levels. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...personalFields.flatMap((field) => [field, `*.${field}`]),
];

/** The path of a URL without its query, which may hold a csrf token or a return address. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A path segment that looks like a bearer secret: an anonymous appointment link id (24 random
 * base62 characters), its URL-safe base64 form `{id}_{linkId}`, an identity provider's
 * interaction id. Route words made of lowercase letters and hyphens, however long
 * ('kirjautumattomat-kayttajat'), are left readable, and so are file names (they have a dot).
 */
const tokenSegment = /^[A-Za-z0-9_-]{16,}$/;
const routeWord = /^[a-z-]+$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path segment that holds personal data, as a mistyped or probing address may: a Finnish
 * identity code anywhere in it (`150488-902P`, `090318A963X`), an e-mail address, or a phone
 * number (seven or more digits, spaces and a leading + allowed).
 */
const personalSegment = [/\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]/i, /@/, /(?:^|\D)\+?\d(?:[\d ]{5,})\d(?:\D|$)/];

/**
 * Replaces every path segment that looks like a random token (percent-encoded or not) with
 * `:token`, and every one that holds personal data with `:personal`.
 */
export function maskTokens(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const text = decoded(segment);
      if (tokenSegment.test(text) && !routeWord.test(text)) return ':token';
      return personalSegment.some((pattern) => pattern.test(text)) ? ':personal' : segment;
    })
    .join('/');
}

/**
 * The path a log line may carry: a matched route's pattern ('/api/anon/appointments/:linkId'),
 * which holds no values at all, or else the path without its query and with tokens masked
 * (addresses no route matched, and wildcard routes such as the static files').
 */
export function loggablePath(url: string, routePattern?: string): string {
  if (routePattern && !routePattern.includes('*')) return routePattern;
  return maskTokens(pathOf(url));
}
