import { presentPages, renderChosenPages, renderDefaultSelection } from '@signpost/analyses';
import type { AnalysisRow, MonitorRunRow, PageRow, PublishedFileRow, Repositories } from '@signpost/db';
import type { GuardedFetcher } from '@signpost/fetch';
import { linkUrl } from '@signpost/llmstxt';
import { readLiveFile } from './live-file.js';
import { chooseAgain, publishedLinks } from './owner-choices.js';
import { brokenLinks } from './published-link-check.js';
import { comparePages } from './run-comparison.js';
import type { MonitorRunFindings } from '@signpost/db';

export interface FindingsInput {
  analysis: AnalysisRow;
  pages: readonly PageRow[];
  previous: MonitorRunRow | undefined;
  /** The owner's live publication of the site, if any. */
  published: PublishedFileRow | undefined;
  /** Its llms.txt as its address serves it (its copies linked, when the owner asked for that). */
  served: string | undefined;
  fullBudgetBytes: number;
}

/** How the run reaches the site: robots.txt is obeyed for the fetcher's User-Agent. */
export interface SiteAccess {
  fetcher: GuardedFetcher;
  userAgent: string;
}

export interface RunOutcome {
  findings: MonitorRunFindings;
  /** The llms.txt made again from this run's pages. */
  content: string;
  pageCount: number;
  /** Links of the watched file left unchecked because robots.txt disallows them for Signpost. */
  linksDisallowed: number;
}

/** The pages the owner had seen before this run: the last run's, or the published file's own analysis's. */
async function pagesKnownBefore(
  repos: Repositories,
  previous: MonitorRunRow | undefined,
  published: PublishedFileRow | undefined,
): Promise<Set<string>> {
  if (previous?.pages) return new Set(Object.keys(previous.pages));
  const file = published?.llm_file_id ? await repos.llmFiles.get(published.llm_file_id) : undefined;
  if (!file) return new Set();
  return new Set((await repos.pages.listScored(file.analysis_id)).map((page) => page.url));
}

/**
 * What a run found: the pages added, removed and changed since the last run, the file made again
 * (the owner's choices kept), the links of the site's file that fail, and the site's live llms.txt
 * against it. The first run of a monitor is the baseline: no page counts as added.
 */
export async function findChanges(
  repos: Repositories,
  site: SiteAccess,
  input: FindingsInput,
  signal?: AbortSignal,
): Promise<RunOutcome> {
  const { analysis, pages, previous, published } = input;
  const hashes = Object.fromEntries(pages.map((page) => [page.url, page.content_hash ?? '']));
  const changes = previous?.pages
    ? comparePages(previous.pages, hashes)
    : { added: [], removed: [], changed: [] };

  const shown = presentPages(pages, analysis.site_name, analysis.default_language);
  const listed = published?.content ? publishedLinks(published.content) : null;
  const remade =
    listed === null
      ? (({ llmsTxt, pageCount }) => ({ content: llmsTxt, pageCount }))(
          renderDefaultSelection(analysis, pages, input.fullBudgetBytes),
        )
      : renderChosenPages(
          analysis,
          pages,
          chooseAgain(shown, listed, await pagesKnownBefore(repos, previous, published)),
          input.fullBudgetBytes,
        );

  const live = await readLiveFile(
    analysis.url,
    [published?.content ?? '', input.served ?? '', remade.content].filter((text) => text !== ''),
    site.fetcher,
    signal,
  );
  // The file to keep working: the one Signpost publishes, else the one the site serves itself.
  const watched = listed ?? (live.text === null ? null : publishedLinks(live.text));
  const readWell = new Set(pages.map((page) => linkUrl(page.url)));
  const { broken, disallowed } =
    watched === null
      ? { broken: [], disallowed: [] }
      : await brokenLinks([...watched.keys()], readWell, { ...site, signal });

  const liveChanged = previous
    ? previous.live_file?.status !== live.reading.status
    : live.reading.status === 'differs';
  const noteworthy =
    changes.added.length + changes.removed.length + changes.changed.length + broken.length > 0 || liveChanged;
  return {
    findings: { pages: hashes, ...changes, brokenLinks: broken, liveFile: live.reading, noteworthy },
    content: remade.content,
    pageCount: remade.pageCount,
    linksDisallowed: disallowed.length,
  };
}
