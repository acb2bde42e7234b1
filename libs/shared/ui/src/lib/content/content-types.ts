/**
 * Long-form page text kept as typed content modules rather than interface strings (the help
 * page, the terms, the sickness fund): paragraphs and lists, grouped in headed sections.
 */
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
