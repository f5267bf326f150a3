import { publishedCopies } from '@signpost/analyses';
import { siteOf, type PublishedFileResponse } from '@signpost/contracts';
import { notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';
import type { LlmFileService } from '../llm-files/llm-file-service.js';
import { HeldTexts, type PublishedText } from './held-texts.js';
import { publishedAddress } from './published-address.js';
import { ownSlugOf, servingSlugOf } from './publication-slug.js';
import { accountOf, publisherOf } from './publisher.js';

/** What a read of `/s/{slug}/{name}` answers: the text, or where the publication moved. */
export type Served = { kind: 'text'; text: PublishedText } | { kind: 'moved'; slug: string };

const NOT_PUBLISHED = 'Nothing is published at this address.';
const NOTHING_LIVE = 'Nothing of yours is published for this site.';
const FILE_NOT_PUBLISHED = 'This file is not published.';
const WITHDRAWN = { message: 'The file is no longer published; its address answers 404 from now on.' };

/**
 * Publishes an owner's generated file at a public address for its site, `/s/{slug}/llms.txt` and its
 * llms-full.txt, with the markdown of each page it lists, and serves the texts. The address is the
 * account's own random slug for the site until the account proves control of the site, then the
 * site's bare slug (publication-slug.ts); the published texts and pages are a copy, so they outlive
 * the generated file and the analysis they came from.
 */
export class PublishingService {
  readonly #texts: HeldTexts;

  constructor(
    private readonly runtime: Pick<Runtime, 'repos' | 'config'>,
    private readonly files: LlmFileService,
  ) {
    this.#texts = new HeldTexts(
      runtime.repos.publishedFiles,
      runtime.repos.publishedPages,
      runtime.config.http.publicUrl,
    );
  }

  /** `linkMarkdown`: the served llms.txt links each page's markdown copy instead of the page. */
  async publish(
    caller: Caller,
    fileId: string,
    { linkMarkdown }: { linkMarkdown: boolean },
  ): Promise<PublishedFileResponse> {
    const owner = publisherOf(caller);
    const { file, analysis, pages, full } = await this.files.withFullText(caller, fileId);
    // Files of an analysis nobody owns can be read by anyone; only its owner may publish one.
    if (analysis.user_id !== owner.id) throw notFound('No generated file of yours has that id.');
    const site = siteOf(analysis.url);
    const { published, verified } = await this.runtime.repos.transaction(async (tx) => {
      const existing = await tx.publishedFiles.findOf(owner.id, site);
      const verifiedAt = await tx.siteVerifications.verifiedAt(owner.id, site);
      const ownSlug = await ownSlugOf(tx, existing, site);
      const slug = await servingSlugOf(tx, { userId: owner.id, site, ownSlug, verifiedAt });
      const row = await tx.publishedFiles.publish(
        { slug, randomSlug: ownSlug },
        {
          userId: owner.id,
          site,
          llmFileId: file.id,
          content: file.content,
          fullFiles: full.files.map(({ name, content }) => ({ name, content })),
          pages: publishedCopies(analysis, pages, file.content),
          linkMarkdown,
        },
      );
      return { published: row, verified: verifiedAt !== null };
    });
    return { ...publishedAddress(this.runtime.config.http.publicUrl, published), verified };
  }

  /** Withdraws what the owner publishes for the site of the file, whichever file a monitor made since. */
  async unpublish(caller: Caller, fileId: string): Promise<{ message: string }> {
    const owner = accountOf(caller);
    const site = await this.#siteOfFile(owner.id, fileId);
    if (site === undefined) throw notFound(FILE_NOT_PUBLISHED);
    return this.#withdraw(owner.id, site, FILE_NOT_PUBLISHED);
  }

  /** Withdraws whatever the account publishes for the site (`{site}` of the route: its host and port). */
  async withdrawSite(caller: Caller, site: string): Promise<{ message: string }> {
    const owner = accountOf(caller);
    return this.#withdraw(owner.id, site.toLowerCase().replace(/^www\./, ''), NOTHING_LIVE);
  }

  /** The published text at `/s/{slug}/{name}`, or where its publication moved. */
  async serve(slug: string, name: string): Promise<Served> {
    const found = await this.#texts.at(slug);
    if (found?.kind === 'moved') return found;
    const text = found?.texts.get(name);
    if (!text) throw notFound(NOT_PUBLISHED);
    return { kind: 'text', text };
  }

  async #withdraw(ownerId: string, site: string, nothing: string): Promise<{ message: string }> {
    if (!(await this.runtime.repos.publishedFiles.withdraw(ownerId, site))) throw notFound(nothing);
    return WITHDRAWN;
  }

  /** The site of the owner's file; once the file is gone, the site it is still published for. */
  async #siteOfFile(ownerId: string, fileId: string): Promise<string | undefined> {
    const { repos } = this.runtime;
    const file = await repos.llmFiles.get(fileId);
    const analysis = file && (await repos.analyses.get(file.analysis_id));
    if (analysis) return analysis.user_id === ownerId ? siteOf(analysis.url) : undefined;
    const published = await repos.publishedFiles.findLiveOfFile(fileId);
    return published?.user_id === ownerId ? published.site : undefined;
  }
}
