/** One link relation a page declares, in its HTML `<link>` elements or its HTTP `Link` header. */
export interface LinkRelation {
  rel: string;
  href: string;
  type: string | null;
  where: 'html' | 'header';
}

/** The relations the report reads; a page may declare any number of others. */
const READ_RELATIONS: ReadonlySet<string> = new Set(['describedby', 'alternate', 'llms-txt']);
/**
 * Relations of one kind kept from a page, on its own origin and elsewhere apiece (so that addresses
 * elsewhere cannot crowd out the site's own): the report follows a few at most, and a page may
 * declare thousands.
 */
const RELATIONS_PER_KIND = 8;

/** Keeps the first few relations of each kind the report reads, as a page declares them. */
export class RelationList {
  readonly relations: LinkRelation[] = [];
  readonly #counts = new Map<string, number>();

  /** Adds each of `rels` (a space-separated `rel` value) pointing at `href`, resolved against `base`. */
  add(rels: string, href: string, type: string | null, base: string, where: LinkRelation['where']): void {
    const target = URL.parse(href, base);
    if (target === null) return;
    const place = target.origin === new URL(base).origin ? 'here' : 'elsewhere';
    for (const rel of rels.toLowerCase().split(/\s+/)) {
      const kind = `${rel} ${place}`;
      const count = this.#counts.get(kind) ?? 0;
      if (!READ_RELATIONS.has(rel) || count === RELATIONS_PER_KIND) continue;
      this.#counts.set(kind, count + 1);
      this.relations.push({ rel, href: target.href, type: type?.toLowerCase() ?? null, where });
    }
  }
}

/** `</docs/llms.txt>; rel="describedby", </page.md>; rel="alternate"; type="text/markdown"` */
export function parseLinkHeader(
  header: string | null,
  base: string,
  into = new RelationList(),
): RelationList {
  if (header === null) return into;
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const params = match[2] ?? '';
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1];
    const type = /;\s*type\s*=\s*"?([^";]+)"?/i.exec(params)?.[1] ?? null;
    if (rel !== undefined) into.add(rel, match[1] ?? '', type, base, 'header');
  }
  return into;
}

export const isMarkdownAlternate = (relation: LinkRelation) =>
  relation.rel === 'alternate' && relation.type === 'text/markdown';
