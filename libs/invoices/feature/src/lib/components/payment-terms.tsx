import { Link } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import styles from './invoices.module.css';

/** Elements whose content is code or data, not text: dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'textarea', 'title', 'svg', 'math', 'head']);
/** Dropped tags that separate words, so that 'One</p><p>Two' does not read 'OneTwo'. */
const WORD_BREAKS = new Set(['br', 'p', 'div', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The address of an `https:` link, or null for anything else (http:, javascript:, relative, broken). */
function httpsAddress(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Paytrail's terms (HTML) as React elements of text and `https:` links only, whatever the HTML
 * holds. The API sanitizes them already; this is the portal's own allow-list all the same, so the
 * page never puts markup from elsewhere into the DOM (no dangerouslySetInnerHTML). DOMParser makes
 * an inert document: its scripts never run and its images never load. Every other element becomes
 * its text; links do not nest (an inner link keeps only its text).
 */
export function termsToNodes(html: string): ReactNode[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const nodes: ReactNode[] = [];
  let links = 0;

  const textOf = (node: Node, into: string[]): void => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) into.push(child.textContent ?? '');
      else if (child instanceof Element && !DROPPED.has(child.localName)) {
        textOf(child, into);
        if (WORD_BREAKS.has(child.localName)) into.push(' ');
      }
    });
  };

  const walk = (node: Node): void => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) {
        nodes.push(child.textContent ?? '');
        return;
      }
      if (!(child instanceof Element) || DROPPED.has(child.localName)) return;
      const href = child.localName === 'a' ? httpsAddress(child.getAttribute('href')) : null;
      if (href) {
        const text: string[] = [];
        textOf(child, text);
        links += 1;
        // The design system's link: target _blank gets rel="noopener noreferrer" and tells
        // screen readers that it opens in a new tab.
        nodes.push(
          <Link key={`link-${links}`} href={href} target="_blank">
            {text.join('')}
          </Link>,
        );
        return;
      }
      walk(child);
      if (WORD_BREAKS.has(child.localName)) nodes.push(' ');
    });
  };

  walk(parsed.body);
  return nodes;
}

/** The payment service's terms above the providers. */
export function PaymentTerms({ html }: { html: string }) {
  const nodes = useMemo(() => termsToNodes(html), [html]);
  return <p className={styles['terms']}>{nodes}</p>;
}
