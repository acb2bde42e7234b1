import type { Language } from '@portal/shared/util';
import type { FastifyReply } from 'fastify';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** A tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | Html | readonly Html[];

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const rendered = Array.isArray(value)
      ? value.map((part: Html) => part.value).join('')
      : value instanceof Html
        ? value.value
        : escapeHtml(String(value));
    out += rendered + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1d2733;line-height:1.5}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.125rem;margin-top:1.5rem}
.notice{background:#fff6d6;border-left:4px solid #8a6d00;padding:.5rem .75rem}
ul{list-style:none;padding:0}li{margin:.5rem 0}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #0b5cab;background:#0b5cab;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5cab}
button:focus-visible,input:focus-visible{outline:3px solid #1d2733;outline-offset:2px}
.person{width:100%;text-align:left}.role{display:block;font-size:.875rem}
label{display:block;margin-top:.75rem}input{font:inherit;padding:.4rem;border:1px solid #5c6670;border-radius:4px;width:100%;box-sizing:border-box}
.error{color:#b00020;font-weight:600}
`;

/** A moment as the development pages show it: Helsinki time, Finnish short form, in a `<time>`. */
export function helsinkiTime(at: Date): Html {
  const text = at.toLocaleString('fi-FI', { timeZone: 'Europe/Helsinki', dateStyle: 'short', timeStyle: 'short' });
  return html`<time datetime="${at.toISOString()}">${text}</time>`;
}

/** Answers a development page: HTML, never cached (what it shows changes with every action). */
export function sendPage(reply: FastifyReply, lang: Language, title: string, body: Html): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(lang, title, body));
}

export function page(lang: Language, title: string, body: Html): string {
  return `<!doctype html>${html`<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${new Html(styles)}</style></head><body><main>${body}</main></body></html>`.value}`;
}
