import { copyPathOf, markdownCopyPath, siteOf, type SearchDocsResult } from '@signpost/contracts';
import type { PublishedPagesRepository, ServedCopy } from '@signpost/db';
import { linkUrl } from '@signpost/llmstxt';
import type { PublishingService } from '../publishing/publishing-service.js';

/** What a site's MCP server reads: its publication's texts, pages and search, by slug. */
export interface PublishedDocs {
  slug: string;
  /** The public address of a published file (`llms.txt`, `llms-full.txt`). */
  fileUrl(name: string): string;
  /** The published file's text, as its address serves it. */
  file(name: string): Promise<string>;
  search(query: string, limit: number): Promise<SearchDocsResult[]>;
  /** The copy of a listed page, by the page's address or its copy's; undefined for any other address. */
  page(address: string): Promise<ServedCopy | undefined>;
}

export type DocsAt = { kind: 'docs'; docs: PublishedDocs } | { kind: 'moved'; slug: string };

const parsedUrl = (address: string) => {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
};

const decodedPath = (encoded: string) => {
  try {
    return encoded.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
};

/** The published documentation of a site, as its MCP server at `/s/{slug}/mcp` answers from it. */
export class SiteDocs {
  constructor(
    private readonly publishing: Pick<PublishingService, 'serve'>,
    private readonly pages: Pick<PublishedPagesRepository, 'copyAt' | 'copyOf' | 'search'>,
    private readonly publicUrl: string,
  ) {}

  /** The documentation live at the slug, or where it moved; 404 when nothing is published there. */
  async at(slug: string): Promise<DocsAt> {
    const served = await this.publishing.serve(slug, 'llms.txt');
    if (served.kind === 'moved') return served;
    const base = `${this.publicUrl}/s/${slug}`;
    return {
      kind: 'docs',
      docs: {
        slug,
        fileUrl: (name) => `${base}/${name}`,
        file: async (name) => {
          const file = await this.publishing.serve(slug, name);
          return file.kind === 'text' ? file.text.content : '';
        },
        search: (query, limit) => this.pages.search(slug, query, limit),
        page: (address) => this.#page(slug, `${base}/pages/`, address),
      },
    };
  }

  /**
   * A listed page by its address as the file lists it, by its copy's address, or spelt another way on
   * the same site (a final slash, `www.`): the same path on the same site is the same page.
   */
  async #page(slug: string, copies: string, address: string): Promise<ServedCopy | undefined> {
    const url = parsedUrl(address);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
    url.hash = '';
    if (url.href.startsWith(copies)) {
      const path = decodedPath(url.pathname.slice(new URL(copies).pathname.length));
      const copyPath = path === undefined ? undefined : copyPathOf(path);
      return copyPath === undefined ? undefined : this.pages.copyAt(slug, copyPath);
    }
    const listed = await this.pages.copyOf(slug, linkUrl(url.href));
    if (listed) return listed;
    const path = markdownCopyPath(url.href);
    const samePath = path === undefined ? undefined : await this.pages.copyAt(slug, path);
    return samePath && siteOf(samePath.url) === siteOf(url.href) ? samePath : undefined;
  }
}
