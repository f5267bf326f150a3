import type { TrapGuardSnapshot } from './crawl-snapshot.js';

/** Deeper paths are generated, not written by people. */
const MAX_PATH_SEGMENTS = 12;
/** `/a/b/a/b/a/b`: a relative link resolved against itself again and again. */
const MAX_SEGMENT_REPEATS = 2;
const MAX_QUERY_PARAMS = 4;
/** Sorting and filtering parameters multiply one listing into endless addresses. */
const MAX_QUERY_VARIANTS_PER_PATH = 8;
/** Links from a page to another page of the same shape (next page, next month) followed this far. */
const MAX_SAME_SHAPE_CHAIN = 12;
/** Link-only pages of one dated shape (`/calendar/#/#`) allowed in all. */
const MAX_DATED_PAGES_PER_SHAPE = 6;

export type TrapVerdict =
  'ok' | 'deep-path' | 'repeating-path' | 'query-explosion' | 'endless-chain' | 'calendar';

/** The address with every run of digits replaced, so page 2 and page 3 share one shape. */
function shapeOf(url: URL): string {
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${url.pathname}?${keys}`.replace(/\d+/g, '#');
}

/** A year (1900-2099) beside a month or a day: the mark of calendar and archive addresses. */
function isDated(url: URL): boolean {
  let text = `${url.pathname}${url.search}`;
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is judged as written.
  }
  return /(?:^|[^\d])(19|20)\d{2}(?:[-/_.]|%2f|&\w+=)(0?[1-9]|1[0-2])(?!\d)/i.test(text);
}

/**
 * Keeps crawler traps from spending the crawl budget: endless calendars and pagination, exploding
 * query parameters and repeating path segments. A trap costs a few requests before its addresses
 * are refused. Addresses a sitemap or the homepage lists are trusted and only recorded.
 */
export class TrapGuard {
  readonly #chainByUrl = new Map<string, number>();
  readonly #queriesByPath = new Map<string, Set<string>>();
  readonly #datedByShape = new Map<string, number>();

  /** What the guard has seen, as plain data a later attempt of the crawl restores. */
  snapshot(): TrapGuardSnapshot {
    return {
      chains: [...this.#chainByUrl],
      queries: [...this.#queriesByPath].map(([path, variants]) => [path, [...variants]]),
      dated: [...this.#datedByShape],
    };
  }

  static restore(snapshot: TrapGuardSnapshot): TrapGuard {
    const guard = new TrapGuard();
    for (const [url, chain] of snapshot.chains) guard.#chainByUrl.set(url, chain);
    for (const [path, variants] of snapshot.queries) guard.#queriesByPath.set(path, new Set(variants));
    for (const [shape, count] of snapshot.dated) guard.#datedByShape.set(shape, count);
    return guard;
  }

  /** Records an address the site itself vouches for (sitemap, homepage): never refused. */
  trust(raw: string): void {
    this.#chainByUrl.set(raw, 0);
  }

  /** Whether a link found on `fromUrl` may be crawled; admitted links are remembered. */
  admit(raw: string, fromUrl: string): TrapVerdict {
    if (this.#chainByUrl.has(raw)) return 'ok';
    const url = new URL(raw);
    const verdict = this.#judge(url, fromUrl);
    if (verdict === 'ok') this.#remember(url, raw, fromUrl);
    return verdict;
  }

  #judge(url: URL, fromUrl: string): TrapVerdict {
    const segments = url.pathname.split('/').filter((segment) => segment !== '');
    if (segments.length > MAX_PATH_SEGMENTS) return 'deep-path';
    const counts = new Map<string, number>();
    for (const segment of segments) {
      const count = (counts.get(segment) ?? 0) + 1;
      if (count > MAX_SEGMENT_REPEATS) return 'repeating-path';
      counts.set(segment, count);
    }
    if (url.search !== '') {
      if ([...url.searchParams.keys()].length > MAX_QUERY_PARAMS) return 'query-explosion';
      const variants = this.#queriesByPath.get(url.pathname);
      if (
        variants !== undefined &&
        !variants.has(url.search) &&
        variants.size >= MAX_QUERY_VARIANTS_PER_PATH
      ) {
        return 'query-explosion';
      }
    }
    const shape = shapeOf(url);
    const from = new URL(fromUrl);
    if (shapeOf(from) === shape && (this.#chainByUrl.get(fromUrl) ?? 0) >= MAX_SAME_SHAPE_CHAIN) {
      return 'endless-chain';
    }
    if (isDated(url) && (this.#datedByShape.get(shape) ?? 0) >= MAX_DATED_PAGES_PER_SHAPE) return 'calendar';
    return 'ok';
  }

  /**
   * Records links an earlier reading of the site admitted, in its order, as admitting them again
   * would count them (query variants, dated pages), so a trap that reading stopped does not grow
   * past it. Their referrers are not known: each is given a same-shape chain one longer than the
   * number of recalled addresses of its shape before it, which no chain it really had exceeds.
   */
  recall(raws: readonly string[]): void {
    const before = new Map<string, number>();
    for (const raw of raws) {
      if (this.#chainByUrl.has(raw)) continue;
      const url = new URL(raw);
      const shape = shapeOf(url);
      const count = before.get(shape) ?? 0;
      before.set(shape, count + 1);
      this.#chainByUrl.set(raw, count + 1);
      this.#count(url, shape);
    }
  }

  #remember(url: URL, raw: string, fromUrl: string): void {
    const shape = shapeOf(url);
    const from = new URL(fromUrl);
    const chain = shapeOf(from) === shape ? (this.#chainByUrl.get(fromUrl) ?? 0) + 1 : 0;
    this.#chainByUrl.set(raw, chain);
    this.#count(url, shape);
  }

  #count(url: URL, shape: string): void {
    if (url.search !== '') {
      const variants = this.#queriesByPath.get(url.pathname) ?? new Set<string>();
      variants.add(url.search);
      this.#queriesByPath.set(url.pathname, variants);
    }
    if (isDated(url)) this.#datedByShape.set(shape, (this.#datedByShape.get(shape) ?? 0) + 1);
  }
}
