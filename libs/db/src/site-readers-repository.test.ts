import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DATABASE_BACKENDS, openTestDatabase, type OpenTestDatabase } from '@signpost/testing';
import type { Repositories } from './repositories/index.js';

const TODAY = new Date('2026-03-10T15:00:00Z');

describe.each(DATABASE_BACKENDS)('readers of published files on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  async function published(slug: string) {
    const owner = await createUser(repos);
    const site = `${slug}.example`;
    await repos.publishedFiles.publish(
      { slug, randomSlug: slug },
      { userId: owner.id, site, llmFileId: owner.id, content: '# Docs\n', fullFiles: [], pages: [] },
    );
    return { owner, site };
  }

  it('adds batches from any number of flushes to the publication at the slug, and sums them by class, agent and day', async () => {
    const { owner, site } = await published('readers-one');
    const other = await published('readers-two');
    await repos.siteReaders.add([
      { slug: 'readers-one', day: '2026-03-10', agent: 'GPTBot', class: 'ai-training', reads: 3 },
      { slug: 'readers-one', day: '2026-03-09', agent: 'Claude-User', class: 'mcp', reads: 2 },
      { slug: 'readers-two', day: '2026-03-10', agent: 'GPTBot', class: 'ai-training', reads: 7 },
      { slug: 'nobody-holds-this', day: '2026-03-10', agent: 'GPTBot', class: 'ai-training', reads: 5 },
    ]);
    // A second process's batch adds to the same rows.
    await repos.siteReaders.add([
      { slug: 'readers-one', day: '2026-03-10', agent: 'GPTBot', class: 'ai-training', reads: 1 },
      { slug: 'readers-one', day: '2026-03-10', agent: 'Browser', class: 'other', reads: 1 },
      // Too old for a three-day report.
      { slug: 'readers-one', day: '2026-03-01', agent: 'Googlebot', class: 'search-engine', reads: 9 },
    ]);

    const readers = await repos.siteReaders.readersOf(owner.id, site, 3, TODAY);
    expect(readers.total).toBe(7);
    expect(readers.byClass).toEqual({
      'ai-training': 4,
      'ai-search': 0,
      'ai-user': 0,
      'search-engine': 0,
      mcp: 2,
      other: 1,
    });
    expect(readers.byAgent).toEqual([
      { agent: 'GPTBot', class: 'ai-training', count: 4 },
      { agent: 'Claude-User', class: 'mcp', count: 2 },
      { agent: 'Browser', class: 'other', count: 1 },
    ]);
    expect(readers.days.map(({ date, total }) => [date, total])).toEqual([
      ['2026-03-08', 0],
      ['2026-03-09', 2],
      ['2026-03-10', 5],
    ]);
    expect((await repos.siteReaders.readersOf(other.owner.id, other.site, 30, TODAY)).total).toBe(7);
  });

  it('keeps the counts of a withdrawn publication, and drops them with the account', async () => {
    const { owner, site } = await published('readers-three');
    await repos.siteReaders.add([
      { slug: 'readers-three', day: '2026-03-10', agent: 'CCBot', class: 'ai-training', reads: 2 },
    ]);
    await repos.publishedFiles.withdraw(owner.id, site);
    expect((await repos.siteReaders.readersOf(owner.id, site, 30, TODAY)).total).toBe(2);
    await repos.users.delete(owner.id);
    expect((await repos.siteReaders.readersOf(owner.id, site, 30, TODAY)).total).toBe(0);
  });
});
