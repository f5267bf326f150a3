import type { PageSpellingsSnapshot } from './crawl-snapshot.js';
import { pageSpellingKey } from './url-hygiene.js';

/** Redirects followed before one address lands; more means a loop the fetcher would have refused. */
const MAX_REDIRECT_HOPS = 20;

/**
 * What the crawl learnt about addresses that name the same page: where each redirect landed, and
 * which spelling of a page was kept first. A page's address is always where its redirects land.
 */
export class PageSpellings {
  readonly #redirects = new Map<string, string>();
  /** First kept page per spelling key, with the fingerprint of its text. */
  readonly #kept = new Map<string, { url: string; fingerprint: string }>();

  recordRedirect(from: string, to: string): void {
    if (from !== to) this.#redirects.set(from, to);
  }

  /** Where an address lands after the redirects the crawl has seen. */
  landing(url: string): string {
    let current = url;
    for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
      const next = this.#redirects.get(current);
      if (next === undefined || next === url) return current;
      current = next;
    }
    return current;
  }

  /** Two addresses of one page: they land on the same address, or on spellings of one. */
  samePage(a: string, b: string): boolean {
    return pageSpellingKey(this.landing(a)) === pageSpellingKey(this.landing(b));
  }

  /**
   * Records a kept page; answers the address of a page already kept under another spelling with the
   * same text (`/team` and `/team.html` both served), which this one duplicates. Different text
   * under two spellings (a host that serves `/x` and `/x/` as two pages) keeps both.
   */
  keep(url: string, fingerprint: string): string | null {
    const key = pageSpellingKey(url);
    const twin = this.#kept.get(key);
    if (twin === undefined) {
      this.#kept.set(key, { url, fingerprint });
      return null;
    }
    return twin.url !== url && twin.fingerprint === fingerprint ? twin.url : null;
  }

  snapshot(): PageSpellingsSnapshot {
    return { redirects: [...this.#redirects], kept: [...this.#kept] };
  }

  /** Takes back what a snapshot recorded, into a crawl that has learnt nothing yet. */
  restore(snapshot: PageSpellingsSnapshot): void {
    for (const [from, to] of snapshot.redirects) this.#redirects.set(from, to);
    for (const [key, page] of snapshot.kept) this.#kept.set(key, page);
  }
}
