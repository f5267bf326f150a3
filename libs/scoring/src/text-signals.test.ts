import { describe, expect, it } from 'vitest';
import { linkDensity, linkListShare, placeholderMarker, selfRepetition } from './text-signals.js';

const prose =
  'Caching keeps answers close to the reader. A cache entry expires after its time to live, and the ' +
  'next request fetches a fresh copy from the origin server. Large objects are split into ranges so ' +
  'that a partial hit still saves bandwidth, while small ones are stored whole in memory.';

describe('link density', () => {
  it('is high for a list of links and low for prose with a link in it', () => {
    const index = ['Install', 'Configure the cache', 'Deploy to production', 'Rotate secrets']
      .map((title, item) => `- [${title}](https://a.test/${item})`)
      .join('\n');
    expect(linkDensity(`Browse the guides.\n${index}`)).toBeGreaterThan(0.7);
    expect(linkDensity(`${prose} See [the cache guide](https://a.test/cache).`)).toBeLessThan(0.1);
  });

  it('does not count images or link targets, and is 0 without text', () => {
    expect(linkDensity('![a diagram of the cache](https://a.test/cache.png) Plain words only here.')).toBe(0);
    expect(linkDensity('')).toBe(0);
  });
});

describe('placeholder marker', () => {
  it.each([
    ['This page is coming soon. Check back later for details.', 'coming soon'],
    ['Documentation for this feature is under construction.', 'under construction'],
    ['TODO: write this section.', 'todo'],
    ['No open positions right now. Check back soon!', 'check back soon'],
  ])('finds the placeholder in %j', (text, marker) => {
    expect(placeholderMarker(text)).toBe(marker);
  });

  it('finds lorem ipsum at any length, other phrases only on short pages', () => {
    expect(
      placeholderMarker(
        `Our new kettle. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30)}`,
      ),
    ).toBe('lorem ipsum');
    expect(placeholderMarker(`${prose} ${prose} ${prose} Dark mode is coming soon.`)).toBeNull();
    expect(placeholderMarker(prose)).toBeNull();
  });

  it('does not take "placeholder" as a term of art for a placeholder page', () => {
    expect(
      placeholderMarker('This affects values inserted by `test.each`, including `%` placeholder formatting.'),
    ).toBeNull();
    expect(placeholderMarker('This is a placeholder page.')).toBe('this is a placeholder');
  });
});

describe('link list share', () => {
  it('counts the lines that are mostly a link, headings aside', () => {
    const listing =
      '# Tagged css\n\nPosts about layout.\n\n- [Grids](/grids) May\n- [Flexbox in depth](/flex) June\n- [Subgrid](/subgrid)';
    expect(linkListShare(listing)).toBe(0.75);
    expect(linkListShare('# Guide\n\nSee [the API](/api) for the options every runner reads.')).toBe(0);
    expect(linkListShare('')).toBe(0);
  });
});

describe('self repetition', () => {
  it('is high for the same sentences said again with a word swapped and low for prose', () => {
    const spun = ['cheap', 'best', 'quality', 'affordable', 'durable', 'top']
      .map(
        (word) =>
          `Buy the ${word} rain jacket online today with free delivery and easy returns on every order.`,
      )
      .join(' ');
    expect(selfRepetition(spun)).toBeGreaterThan(0.5);
    expect(
      selfRepetition(
        `${prose} Every region keeps its own copy, which a purge clears everywhere within seconds.`,
      ),
    ).toBe(0);
  });

  it('does not judge texts too short to tell', () => {
    expect(selfRepetition('Buy now. Buy now. Buy now.')).toBe(0);
  });
});
