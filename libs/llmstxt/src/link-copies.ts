/** A list item that starts with a link, as the generator writes one: `- [title](url)` and notes. */
const LINK_ITEM = /^([ \t]*[-*+][ \t]+\[[^\]]*\]\()([^()\s]+)(\).*)$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The llms.txt with each listed page's link pointing elsewhere: `copyOf` answers the address of the
 * page's copy (its markdown, say), or undefined to keep the page's own. Only the destinations of the
 * links that open list items change, never text in a code block.
 */
export function linkCopies(llmsTxt: string, copyOf: (url: string) => string | undefined): string {
  let fenced = false;
  return llmsTxt
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) fenced = !fenced;
      const [, before, url, after] = (fenced ? null : LINK_ITEM.exec(line)) ?? [];
      const copy = url === undefined ? undefined : copyOf(url);
      return copy === undefined ? line : `${before}${copy}${after}`;
    })
    .join('\n');
}
