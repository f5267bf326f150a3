import { extractionOfRow, type PageExtraction, type Repositories } from '@signpost/db';
import type { NavPlace, PreviousPage, PreviousReading, SiteNavigation } from '@signpost/discovery';
import type { KeptPages } from './kept-pages.js';

/**
 * The reading of the site the monitor's last completed run made, when the analysis is a monitor's
 * run and that run's analysis is still kept (analyses expire): its pages, each asked for with the
 * validators it was served with. A page the site answers 304 for is kept with the extraction and
 * the navigation place it had, so extraction does not fetch it and its content hash (hence its
 * score, from the score cache) is the one it had. A page read from its rendering is asked for in
 * full: its HTML's validators do not vouch for what the browser built.
 */
export async function loadPreviousReading(
  repos: Repositories,
  analysisId: string,
  navigation: SiteNavigation,
  kept: KeptPages,
): Promise<PreviousReading | undefined> {
  const [run] = await repos.monitorRuns.runningOfAnalysis(analysisId);
  if (run === undefined) return undefined;
  const before = await repos.monitorRuns.previousCompleted(run.monitor_id, run.id);
  if (before?.analysis_id == null) return undefined;
  const rows = await repos.pages.listAll(before.analysis_id);
  if (rows.length === 0) return undefined;
  const records = new Map<string, { extraction: PageExtraction; place: NavPlace }>();
  const pages = rows.map((row): PreviousPage => {
    const extraction = extractionOfRow(row);
    if (extraction === null || extraction.rendering != null) {
      return { url: row.url, source: row.source, etag: null, lastModified: null };
    }
    records.set(row.url, { extraction, place: { order: row.nav_order, group: row.nav_group } });
    return { url: row.url, source: row.source, etag: row.etag, lastModified: row.last_modified_header };
  });
  return {
    pages,
    onUnchanged: ({ url, headers }) => {
      // Always found: only pages with a record are asked for conditionally. One that was not would
      // be left to extraction, which fetches it in full.
      const record = records.get(url);
      if (record === undefined) return;
      navigation.keepPlace(url, record.place);
      kept.keepUnchanged(url, {
        ...record.extraction,
        // A 304 may carry fresher validators; those it leaves out stand as they were.
        etag: headers['etag'] ?? record.extraction.etag ?? null,
        lastModifiedHeader: headers['last-modified'] ?? record.extraction.lastModifiedHeader ?? null,
      });
    },
  };
}
