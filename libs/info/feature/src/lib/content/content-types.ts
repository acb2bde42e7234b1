/** Long-form text of the info pages: content rather than interface strings (see help-content.ts). */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] };

export interface ContentSection {
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface FaqEntry {
  question: string;
  answer: readonly ContentBlock[];
}

export const paragraph = (text: string): ContentBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
