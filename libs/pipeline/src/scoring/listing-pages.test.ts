import { extractOnThisThread } from '@signpost/extraction';
import { distinctProse } from '@signpost/testing';
import { computeSiteSignals, scorePageHeuristically } from '@signpost/scoring';
import { describe, expect, it } from 'vitest';

/**
 * A listing page must not score as content once its links are gone from the markdown: the shares
 * extraction measured on the markup reach the scorer (issue: tag pages scored 7 as "a docs page").
 */
const article = (n: number) =>
  `<html><head><title>Guide ${n}</title><meta name="description" content="How to configure part ${n} of the service, step by step, with examples."></head><body><main><h1>Guide ${n}</h1>` +
  `<h2>Before you start</h2>${distinctProse(`/guides/${n}/a`)}<h2>Steps</h2>${distinctProse(`/guides/${n}/b`)}` +
  '</main></body></html>';

const listing = `<html><head><title>Posts tagged guides</title><meta name="description" content="Every post of the blog that carries the tag guides, newest first."></head><body><main><h1>Posts tagged “guides”</h1><ul>${Array.from(
  { length: 30 },
  (_, n) => `<li><a href="/guides/${n}">Guide ${n}: how to configure part ${n} of the service</a></li>`,
).join('')}</ul></main></body></html>`;

describe('a listing page among articles', () => {
  it('scores below the default selection while the articles score above it', async () => {
    const pages = await Promise.all(
      [
        ...Array.from({ length: 6 }, (_, n) => ({
          url: `https://example.com/guides/${n}`,
          html: article(n),
        })),
        { url: 'https://example.com/tags/guides', html: listing },
      ].map(async ({ url, html }, position) => ({
        url,
        position,
        page: await extractOnThisThread.extract(html, url),
      })),
    );
    const signals = computeSiteSignals(
      pages.map(({ url, position, page }) => ({
        url,
        position,
        content: page.text,
        markdown: page.markdown,
        linkDensity: page.linkDensity,
        linkListShare: page.linkListShare,
      })),
    );
    const score = ({ url, page }: (typeof pages)[number]) =>
      scorePageHeuristically({
        url,
        title: page.title,
        description: page.description,
        headings: page.headings,
        wordCount: page.wordCount,
        category: page.category,
        isHomepage: false,
        boilerplateRatio: 0,
        duplicateOf: null,
        ...signals.get(url),
      }).qualityScore;
    const listingScore = score(pages.at(-1)!);
    expect(listingScore).toBeLessThan(5);
    for (const guide of pages.slice(0, -1)) expect(score(guide)).toBeGreaterThan(listingScore + 2);
  });
});
