import { Markdown } from 'markdown-to-jsx/react';

/**
 * The announcement's markdown as React elements, never as HTML: raw HTML in the text is not
 * parsed (it shows as text), and headings inside it start below the box's own heading.
 */
export default function AnnouncementMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      options={{
        disableParsingRawHTML: true,
        forceBlock: true,
        wrapper: 'div',
        overrides: { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6', img: () => null },
      }}
    >
      {markdown}
    </Markdown>
  );
}
