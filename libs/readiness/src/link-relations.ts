import { load } from 'cheerio';

/** One link relation a page declares, in its HTML `<link>` elements or its HTTP `Link` header. */
export interface LinkRelation {
  rel: string;
  href: string;
  type: string | null;
  where: 'html' | 'header';
}

/** `</docs/llms.txt>; rel="describedby", </page.md>; rel="alternate"; type="text/markdown"` */
export function parseLinkHeader(header: string | undefined, base: string): LinkRelation[] {
  if (header === undefined) return [];
  const relations: LinkRelation[] = [];
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1];
    const type = /;\s*type\s*=\s*"?([^";]+)"?/i.exec(params)?.[1] ?? null;
    const href = URL.parse(match[1] ?? '', base)?.href;
    if (rel === undefined || href === undefined) continue;
    for (const one of rel.toLowerCase().split(/\s+/)) {
      relations.push({ rel: one, href, type: type?.toLowerCase() ?? null, where: 'header' });
    }
  }
  return relations;
}

export function parseLinkElements(html: string, base: string): LinkRelation[] {
  const document = load(html);
  const relations: LinkRelation[] = [];
  document('link[rel][href]').each((_, element) => {
    const rel = document(element).attr('rel') ?? '';
    const href = URL.parse(document(element).attr('href') ?? '', base)?.href;
    if (href === undefined) return;
    const type = document(element).attr('type')?.toLowerCase() ?? null;
    for (const one of rel.toLowerCase().split(/\s+/).filter(Boolean)) {
      relations.push({ rel: one, href, type, where: 'html' });
    }
  });
  return relations;
}

/** A page's relations from both places. */
export function linkRelationsOf(
  html: string | null,
  headers: Record<string, string>,
  url: string,
): LinkRelation[] {
  return [...parseLinkHeader(headers['link'], url), ...(html === null ? [] : parseLinkElements(html, url))];
}

export const isMarkdownAlternate = (relation: LinkRelation) =>
  relation.rel === 'alternate' && relation.type === 'text/markdown';
