import MarkdownIt from 'markdown-it';

/**
 * Markdown as HTML, for the pages of sites whose scripts build every page from a markdown file: the
 * crawl reads that file and hands the rest of discovery and extraction the page it makes. markdown-it
 * reads CommonMark and GitHub's tables as these sites' own renderers do, in time linear in the text;
 * HTML written in the markdown is passed on as it is, as those renderers do.
 */

/** Where a link of the markdown leads, given its destination as written. */
export type LinkTarget = (href: string) => string;

export interface MarkdownDocument {
  /** Front matter `key: value` lines (`title`, `description`), when the file opens with some. */
  frontMatter: Record<string, string>;
  html: string;
}

/** Docsify's attributes after a heading or link text (`:id=intro`, `:ignore`): instructions, not text. */
const DOCSIFY_ATTRIBUTES = /(?:\s+:[a-zA-Z-]+(?:=\S+)?)+\s*$/;
/** Docsify's notes (`?> tip`, `!> warning`) are paragraphs with a mark. */
const DOCSIFY_NOTE = /^( {0,3})[?!]> ?/gm;

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markdown = new MarkdownIt({ html: true, linkify: false });

/**
 * Links go where `env.linkTo` says; Docsify's `':include'` embeds a file in the page, so such a link
 * is no link to follow and keeps only its text.
 */
markdown.core.ruler.push('signpost_links', (state) => {
  const linkTo = (state.env as { linkTo?: LinkTarget }).linkTo ?? ((href: string) => href);
  for (const block of state.tokens) {
    const children = block.children;
    if (block.type !== 'inline' || children === null) continue;
    const embedded: number[] = [];
    children.forEach((token, index) => {
      if (token.type === 'text') token.content = token.content.replace(DOCSIFY_ATTRIBUTES, '');
      if (token.type !== 'link_open') return;
      if (/:include\b/.test(String(token.attrGet('title') ?? ''))) {
        embedded.push(index);
        return;
      }
      token.attrSet('href', linkTo(String(token.attrGet('href') ?? '')));
      token.attrs = token.attrs?.filter(([name]) => name === 'href') ?? null;
    });
    for (const open of embedded) {
      const close = children.findIndex((token, at) => at > open && token.type === 'link_close');
      for (const index of [open, close]) {
        const token = children[index];
        if (token) token.hidden = true;
      }
    }
  }
});

function frontMatterOf(text: string): { frontMatter: Record<string, string>; rest: string } {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (match === null) return { frontMatter: {}, rest: text };
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const [, key, value] = /^([A-Za-z_][\w-]*):\s*(.+?)\s*$/.exec(line) ?? [];
    if (key !== undefined && value !== undefined)
      frontMatter[key.toLowerCase()] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  return { frontMatter, rest: text.slice(match[0].length) };
}

/** The HTML of a markdown document, links rewritten by `linkTo`. */
export function markdownToHtml(text: string, linkTo: LinkTarget = (href) => href): MarkdownDocument {
  const { frontMatter, rest } = frontMatterOf(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  return {
    frontMatter,
    html: markdown.render(rest.replace(DOCSIFY_NOTE, '$1'), { linkTo }).trim(),
  };
}
