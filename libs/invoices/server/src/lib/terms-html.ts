/**
 * Paytrail's payment terms arrive as HTML and the portal shows them as HTML. Whatever the answer
 * holds, only text and `<a href="https://...">` links get through: every other tag and attribute
 * is dropped (a link's text stays), and text is escaped except for well-formed character
 * references, which the browser decodes back into text and never into markup.
 */

// Sticky (y): each is tried where the scan stands, without copying the rest of the input.
// A tag as the browser reads it: attribute values in quotes may hold '>'.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const CHARACTER_REFERENCE = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/y;
/** Elements whose content is code, not text: dropped with it. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'textarea', 'title']);
/** Dropped tags that separate words, so that 'One</p><p>Two' does not read 'OneTwo'. */
const WORD_BREAKS = new Set(['br', 'p', 'div', 'li', 'tr', 'td', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const NAMED_IN_ATTRIBUTES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The few references an href holds in practice ('&amp;' between query parameters); others stay as they are, and URL parsing decides. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return (name !== undefined && NAMED_IN_ATTRIBUTES[name.toLowerCase()]) || whole;
  });
}

/** The https: address of an `<a>` tag's href, normalised, or null when it has none. */
function httpsHref(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    const raw = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '').trim();
    try {
      const url = new URL(raw);
      return url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Where the content of a raw-text element ends (after its end tag), or the end of the input. */
function endOfRawText(html: string, from: number, name: string): number {
  const end = new RegExp(`</${name}\\s*>`, 'gi');
  end.lastIndex = from;
  const found = end.exec(html);
  return found ? found.index + found[0].length : html.length;
}

/** `pattern` (sticky) matched exactly at `at`, or null. */
function matchAt(pattern: RegExp, html: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(html);
}

/** Paytrail's terms are a sentence or two; a longer answer is cut rather than scanned at length. */
export const TERMS_MAX_LENGTH = 10_000;

export function sanitizeTermsHtml(terms: string): string {
  const html = terms.slice(0, TERMS_MAX_LENGTH);
  let out = '';
  let i = 0;
  // Links do not nest: inside a kept link, another <a> is dropped and its text kept.
  let inLink = false;
  while (i < html.length) {
    const char = html[i] ?? '';
    if (char === '&') {
      const reference = matchAt(CHARACTER_REFERENCE, html, i);
      out += reference ? reference[0] : '&amp;';
      i += reference ? reference[0].length : 1;
      continue;
    }
    if (char === '>') {
      out += '&gt;';
      i += 1;
      continue;
    }
    if (char !== '<') {
      out += char;
      i += 1;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      // A doctype, CDATA or processing instruction: nothing to show.
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = matchAt(TAG, html, i);
    if (!tag) {
      // A '<' that starts no tag is text.
      out += '&lt;';
      i += 1;
      continue;
    }
    i += tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'a') {
      if (closing && inLink) {
        out += '</a>';
        inLink = false;
      } else if (!closing && !inLink) {
        const href = httpsHref(tag[3] ?? '');
        if (href !== null) {
          out += `<a href="${escapeAttribute(href)}">`;
          inLink = true;
        }
      }
    } else if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      i = endOfRawText(html, i, name);
    } else if (WORD_BREAKS.has(name)) {
      out += ' ';
    }
  }
  return inLink ? `${out}</a>` : out;
}
