import type { ContentBlock, ContentSection, FaqEntry } from './content-types';
import styles from './content-blocks.module.css';

/** Paragraphs and lists of a content module, in order. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} className={styles['paragraph']}>
            {block.text}
          </p>
        ) : (
          <ul key={index} className={styles['list']}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Sections with a heading each, at `level` (2 under the page's h1, 3 under an h2). */
export function ContentSections({ sections, level = 2 }: { sections: readonly ContentSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={styles['section']}>
          <Heading className={styles['heading']}>{section.heading}</Heading>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

/** Questions as h3 headings, each followed by its answer. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <>
      {entries.map((entry) => (
        <div key={entry.question} className={styles['section']}>
          <h3 className={styles['heading']}>{entry.question}</h3>
          <ContentBlocks blocks={entry.answer} />
        </div>
      ))}
    </>
  );
}
