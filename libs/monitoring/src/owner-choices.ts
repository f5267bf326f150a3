import type { DiscoveredPage } from '@signpost/contracts';
import type { PageChoice } from '@signpost/analyses';
import { linkUrl, parseLlmsTxt } from '@signpost/llmstxt';

/** A published file's links by address, with the title and description the owner left them. */
export function publishedLinks(content: string): Map<string, { title: string; description: string }> {
  const parsed = parseLlmsTxt(content);
  const links = new Map<string, { title: string; description: string }>();
  for (const link of [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)]) {
    links.set(link.url, { title: link.title, description: link.notes ?? '' });
  }
  return links;
}

/**
 * The pages a regenerated file lists, in site order. A page the owner already knew keeps the owner's
 * decision, in or out, with the title and description they published; a page new since then follows
 * the default selection. With nothing left, the default selection stands.
 */
export function chooseAgain(
  pages: readonly DiscoveredPage[],
  published: ReadonlyMap<string, { title: string; description: string }>,
  knownBefore: ReadonlySet<string>,
): PageChoice[] {
  const chosen: PageChoice[] = [];
  for (const page of pages) {
    const key = linkUrl(page.url);
    const listed = published.get(key);
    if (listed !== undefined)
      chosen.push({ url: page.url, title: listed.title, description: listed.description });
    else if (!knownBefore.has(page.url) && page.selected) chosen.push({ url: page.url });
  }
  if (chosen.length > 0) return chosen;
  return pages.filter((page) => page.selected).map((page) => ({ url: page.url }));
}
