import type { ReactNode } from "react";

/**
 * The articles' simple markup, one construct per line:
 *   "# ", "## ", "### "   headings of levels 1 to 3
 *   "- " or "• "          bullet items; consecutive items form one list
 *   "**text**"            a bold paragraph (the whole line)
 *   "*text*" or "_text_"  an italic paragraph (the whole line)
 *   blank line            ends the current paragraph or list
 *   anything else         paragraph text; consecutive lines join into one paragraph
 * There is no inline markup and no HTML: the text is parsed to the blocks below and rendered as
 * React text nodes, so "<script>" in an article is shown as is and never runs.
 */
export type HeadingLevel = 1 | 2 | 3;

export type MarkupBlock =
  | { type: "heading"; level: HeadingLevel; text: string }
  | { type: "paragraph"; style: "plain" | "bold" | "italic"; text: string }
  | { type: "list"; items: string[] };

const HEADING = /^(#{1,3}) +(\S.*)$/;
const BULLET = /^[-•] +(\S.*)$/;
const BOLD = /^\*\*([^*]+)\*\*$/;
const ITALIC_STAR = /^\*([^*]+)\*$/;
const ITALIC_UNDERSCORE = /^_([^_]+)_$/;

export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  // The paragraph or list still open: the next line of the same kind extends it.
  let open: { type: "text"; lines: string[] } | { type: "list"; items: string[] } | null = null;
  const close = () => {
    if (open?.type === "text") blocks.push({ type: "paragraph", style: "plain", text: open.lines.join(" ") });
    if (open?.type === "list") blocks.push({ type: "list", items: open.items });
    open = null;
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (open?.type !== "list") {
        close();
        open = { type: "list", items: [] };
      }
      open.items.push(bullet[1]!.trim());
      continue;
    }
    const heading = HEADING.exec(line);
    const bold = BOLD.exec(line);
    const italic = ITALIC_STAR.exec(line) ?? ITALIC_UNDERSCORE.exec(line);
    if (heading || bold || italic) {
      close();
      if (heading) blocks.push({ type: "heading", level: heading[1]!.length as HeadingLevel, text: heading[2]!.trim() });
      else if (bold) blocks.push({ type: "paragraph", style: "bold", text: bold[1]!.trim() });
      else blocks.push({ type: "paragraph", style: "italic", text: italic![1]!.trim() });
      continue;
    }
    if (open?.type !== "text") {
      close();
      open = { type: "text", lines: [] };
    }
    open.lines.push(line);
  }
  close();
  return blocks;
}

/**
 * The page's only h1 is the article title, so body headings start at h2. Levels are mapped by rank
 * (the highest level used becomes h2, the next h3, then h4): whether an author starts at "#" or
 * "##", the outline never skips a level.
 */
export function headingTags(blocks: MarkupBlock[]): Record<HeadingLevel, "h2" | "h3" | "h4"> {
  const used = [...new Set(blocks.flatMap((b) => (b.type === "heading" ? [b.level] : [])))].sort((a, b) => a - b);
  const tags = ["h2", "h3", "h4"] as const;
  const rank = (level: HeadingLevel) => {
    const index = used.indexOf(level);
    return tags[index === -1 ? 0 : index]!;
  };
  return { 1: rank(1), 2: rank(2), 3: rank(3) };
}

const headingClass = {
  h2: "mt-10 font-display text-2xl md:text-3xl",
  h3: "mt-8 font-display text-xl md:text-2xl",
  h4: "mt-6 text-lg font-semibold",
} as const;

function MarkupContent({ blocks }: { blocks: MarkupBlock[] }) {
  const tags = headingTags(blocks);
  return (
    <>
      {blocks.map((block, i): ReactNode => {
        switch (block.type) {
          case "heading": {
            const Tag = tags[block.level];
            return (
              <Tag key={i} className={headingClass[Tag]}>
                {block.text}
              </Tag>
            );
          }
          case "list":
            return (
              <ul key={i} className="mt-4 list-disc space-y-2 pl-6 marker:text-brass">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case "paragraph":
            return (
              <p key={i} className="mt-4">
                {block.style === "bold" ? <strong>{block.text}</strong> : block.style === "italic" ? <em>{block.text}</em> : block.text}
              </p>
            );
        }
      })}
    </>
  );
}

/** An article body from its markup. */
export function ArticleBody({ content }: { content: string }) {
  return <MarkupContent blocks={parseMarkup(content)} />;
}
