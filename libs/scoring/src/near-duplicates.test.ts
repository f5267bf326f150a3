import { describe, expect, it } from 'vitest';
import { findNearDuplicates } from './near-duplicates.js';
import { textPrint, tokenize } from './text-signals.js';

const printOf = (text: string) => textPrint(tokenize(text));

const guide =
  'Install the command line tool with the package manager of your system. Run the login command and ' +
  'paste the token from the dashboard. The first deploy uploads the build folder and prints the address ' +
  'of the new version. Roll back with the previous command when a release misbehaves.';

const city = (name: string) =>
  `Looking for bookkeeping in ${name}? Our accountants reconcile your bank feed every week, file your ` +
  `VAT return on time and answer questions within a day. Businesses in ${name} save hours every month ` +
  'with a fixed monthly fee and no contract.';

describe('near duplicates', () => {
  it('marks a lightly edited copy of an earlier page, with its similarity', () => {
    const edited = guide.replace('package manager', 'installer').replace('new version', 'fresh release');
    const found = findNearDuplicates([
      { url: '/docs/deploy', tokens: printOf(guide) },
      { url: '/v1/docs/deploy', tokens: printOf(edited) },
      { url: '/docs/other', tokens: printOf(city('Leeds')) },
    ]);
    expect(found.get('/docs/deploy')).toMatchObject({ duplicateOf: null, groupSize: 2 });
    const copy = found.get('/v1/docs/deploy');
    expect(copy?.duplicateOf).toBe('/docs/deploy');
    expect(copy?.similarity).toBeGreaterThan(0.5);
    expect(copy?.similarity).toBeLessThan(1);
    expect(found.get('/docs/other')).toMatchObject({ duplicateOf: null, groupSize: 1 });
  });

  it('groups a template filled in for many cities, the first page included', () => {
    const found = findNearDuplicates(
      ['Leeds', 'York', 'Bath', 'Hull'].map((name) => ({ url: `/${name}`, tokens: printOf(city(name)) })),
    );
    expect([...found.values()].map((signal) => signal.groupSize)).toEqual([4, 4, 4, 4]);
    expect(found.get('/Hull')?.duplicateOf).toBe('/Leeds');
  });

  it('matches short texts only when they are the same', () => {
    const found = findNearDuplicates([
      { url: '/a', tokens: printOf('Minor fixes.') },
      { url: '/b', tokens: printOf('Minor fixes.') },
      { url: '/c', tokens: printOf('Major fixes.') },
    ]);
    expect(found.get('/b')).toMatchObject({ duplicateOf: '/a', similarity: 1 });
    expect(found.get('/c')?.duplicateOf).toBeNull();
  });
});

describe('near duplicates on a large site of look-alike pages', () => {
  const template = [
    'Every plan includes unlimited projects, daily backups and support from our team around the clock.',
    'Start a free trial today and move your existing data over in a few clicks with the import tool.',
    'Our customers range from small studios to public companies in more than forty countries.',
    'Security reviews run every quarter and the results are published on the trust page for anyone.',
    'Questions about billing go to the accounts team, who answer within one working day at most.',
    'The mobile apps mirror the web dashboard, so nothing is lost when you switch between devices.',
  ];
  const vocabulary =
    'alpha bravo cedar delta ember fjord grove harbor island juniper kestrel lagoon meadow nectar orchid pebble quartz ridge summit timber umber valley willow yarrow zephyr'.split(
      ' ',
    );
  /** Words only this page has: a seeded pseudo-random run, so that two pages share about 40% of their triples. */
  const ownText = (n: number) => {
    let seed = n + 1;
    return Array.from({ length: 32 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return vocabulary[seed % vocabulary.length];
    }).join(' ');
  };
  const pageText = (n: number) =>
    [template[n % 6], ownText(n), template[(n + 1) % 6], template[(n + 3) % 6]].join(' ');

  it('still finds a lightly edited copy of an early page and of a late one among thousands', () => {
    const pages = Array.from({ length: 3_000 }, (_, n) => ({
      url: `/p/${n}`,
      tokens: printOf(pageText(n)),
    }));
    const editedCopy = (n: number) => `${pageText(n)} Updated this spring.`;
    pages.push({ url: '/copy/5', tokens: printOf(editedCopy(5)) });
    pages.push({ url: '/copy/2900', tokens: printOf(editedCopy(2_900)) });
    const found = findNearDuplicates(pages);
    expect(found.get('/p/2900')?.duplicateOf).toBeNull();
    expect(found.get('/copy/5')?.duplicateOf).toBe('/p/5');
    expect(found.get('/copy/2900')?.duplicateOf).toBe('/p/2900');
  });
});
