import type { PageLimit } from '@signpost/contracts';

const pages = (count: number) => (count === 1 ? '1 page' : `${count.toLocaleString('en-US')} pages`);

/**
 * What the review says when a page limit left pages out: which limit, how many pages it kept and
 * left, and which ones it kept. The crawl keeps pages in the order it meets them, so those are the
 * home page and the pages nearest to it.
 */
export function pageLimitText(limit: PageLimit): { headline: string; detail: string } {
  const cause =
    limit.reason === 'plan'
      ? `Your plan reads up to ${pages(limit.limit)} per analysis`
      : `This analysis asked for at most ${pages(limit.limit)}`;
  return {
    headline: `${cause}: ${limit.leftOut.toLocaleString('en-US')} of the ${pages(limit.found)} found were left out.`,
    detail:
      `Signpost kept the first ${pages(limit.limit)} it met: the home page first, then the pages ` +
      'its links and sitemap lead to, nearest first.',
  };
}
