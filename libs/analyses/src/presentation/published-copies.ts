import { markdownCopyPath, markdownCopyUrl } from '@signpost/contracts';
import type { AnalysisRow, CopyLink, PageRow, PublishedFileRow, PublishedPage } from '@signpost/db';
import { linkCopies, linkUrl, parseLlmsTxt } from '@signpost/llmstxt';

/**
 * The markdown copies a publication of `llmsTxt` serves: one for each page it links that the analysis
 * read text from, under the title the file gives it, in the file's order. Pages whose paths coincide
 * (they differ only in host, query or a final slash) share one copy's place: the first keeps it and
 * the others stay linked as they are. The links to a split full text's files are no pages.
 */
export function publishedCopies(
  analysis: Pick<AnalysisRow, 'default_language'>,
  scoredPages: readonly PageRow[],
  llmsTxt: string,
): PublishedPage[] {
  const stored = new Map(scoredPages.map((page) => [linkUrl(page.url), page]));
  const parsed = parseLlmsTxt(llmsTxt);
  const copies = new Map<string, PublishedPage>();
  for (const link of [...parsed.sections.flatMap((section) => section.links), ...parsed.looseLinks]) {
    const page = stored.get(link.url);
    const markdown = page?.markdown ?? page?.content;
    const path = page && markdownCopyPath(page.url);
    if (!page || !markdown?.trim() || path === undefined || copies.has(path)) continue;
    copies.set(path, {
      path,
      url: link.url,
      title: link.title,
      markdown,
      language: page.language ?? analysis.default_language,
    });
  }
  return [...copies.values()];
}

/**
 * The llms.txt a live publication serves: its text, with each page that has a copy linked to the copy
 * when the owner published with `linkMarkdown`. Linked as it is read, so the links follow the
 * publication to the address it is served at, and the stored text stays the owner's selection.
 */
export function servedLlmsTxt(
  publication: Pick<PublishedFileRow, 'slug' | 'link_markdown'> & { content: string },
  copies: readonly CopyLink[],
  publicUrl: string,
): string {
  if (!publication.link_markdown || copies.length === 0) return publication.content;
  const base = `${publicUrl}/s/${publication.slug}`;
  const copyOf = new Map(copies.map((copy) => [copy.url, markdownCopyUrl(base, copy.path)]));
  return linkCopies(publication.content, (url) => copyOf.get(url));
}
