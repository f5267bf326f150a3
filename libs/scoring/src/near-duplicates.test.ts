import { describe, expect, it } from 'vitest';
import { findNearDuplicates } from './near-duplicates.js';
import { tokenize } from './text-signals.js';

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
      { url: '/docs/deploy', tokens: tokenize(guide) },
      { url: '/v1/docs/deploy', tokens: tokenize(edited) },
      { url: '/docs/other', tokens: tokenize(city('Leeds')) },
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
      ['Leeds', 'York', 'Bath', 'Hull'].map((name) => ({ url: `/${name}`, tokens: tokenize(city(name)) })),
    );
    expect([...found.values()].map((signal) => signal.groupSize)).toEqual([4, 4, 4, 4]);
    expect(found.get('/Hull')?.duplicateOf).toBe('/Leeds');
  });

  it('matches short texts only when they are the same', () => {
    const found = findNearDuplicates([
      { url: '/a', tokens: tokenize('Minor fixes.') },
      { url: '/b', tokens: tokenize('Minor fixes.') },
      { url: '/c', tokens: tokenize('Major fixes.') },
    ]);
    expect(found.get('/b')).toMatchObject({ duplicateOf: '/a', similarity: 1 });
    expect(found.get('/c')?.duplicateOf).toBeNull();
  });
});
