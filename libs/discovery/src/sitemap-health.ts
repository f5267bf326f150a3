import type { Candidate, DropReason } from './candidate.js';

/** Sitemap entries of one section that must answer "not found" in a row before the section is judged dead. */
const DEAD_RUN = 32;
/** ...while fewer than one entry in this many of the section turned out to be a page. */
const LIVE_SHARE_DIVISOR = 10;
/** Answers that say the address is no page at all (a failed fetch included: nothing could be read). */
const DEAD_REASONS: ReadonlySet<DropReason> = new Set(['not_found', 'soft_404', 'unfetchable']);

interface Section {
  live: number;
  dead: number;
  /** Entries answering "not found" since the last one that was a page. */
  deadRun: number;
}

/**
 * Notices a sitemap whose pages do not exist. A stale or machine-made sitemap can list hundreds of
 * thousands of addresses that all answer 404: read one by one, they spend the whole request budget
 * (minutes at a host's pace) for no page. Sitemap entries are judged by section (the first segment of
 * their path, where a sitemap's entries usually share one); once a section's entries have answered
 * "not found" DEAD_RUN times in a row, and hardly any of them were pages, its remaining sitemap
 * entries are let go unfetched with their own reason. A few 404s among live pages never come to
 * that, and addresses met only by links are always fetched.
 */
export class SitemapHealth {
  readonly #sections = new Map<string, Section>();

  /** Learns from a sitemap entry the crawl settled. */
  record(candidate: Candidate): void {
    if (candidate.source !== 'sitemap' || candidate.state === 'pending') return;
    const section = this.#section(candidate.url);
    const dead =
      candidate.state === 'failed' ||
      (candidate.dropReason !== undefined && DEAD_REASONS.has(candidate.dropReason));
    if (dead) {
      section.dead += 1;
      section.deadRun += 1;
    } else {
      section.live += 1;
      section.deadRun = 0;
    }
  }

  /** Whether a sitemap entry not fetched yet belongs to a section judged dead (so is not worth a request). */
  isDead(candidate: Candidate): boolean {
    if (candidate.source !== 'sitemap') return false;
    const section = this.#sections.get(sectionKey(candidate.url));
    if (section === undefined) return false;
    return section.deadRun >= DEAD_RUN && section.live * LIVE_SHARE_DIVISOR < section.live + section.dead;
  }

  #section(url: string): Section {
    const key = sectionKey(url);
    let section = this.#sections.get(key);
    if (section === undefined) {
      section = { live: 0, dead: 0, deadRun: 0 };
      this.#sections.set(key, section);
    }
    return section;
  }
}

/** The origin and first path segment of a page address (`/` for pages at the root). */
function sectionKey(address: string): string {
  const url = new URL(address);
  const segments = url.pathname.split('/');
  // ['', 'p', '123']: a page under a folder; ['', 'about']: a page at the root.
  return segments.length > 2 ? `${url.origin}/${segments[1]}/` : `${url.origin}/`;
}
