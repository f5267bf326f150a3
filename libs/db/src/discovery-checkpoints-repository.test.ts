import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysis,
  DATABASE_BACKENDS,
  openTestDatabase,
  type OpenTestDatabase,
} from '@signpost/testing';
import type { Repositories } from './repositories/index.js';

describe.each(DATABASE_BACKENDS)('discovery checkpoints on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  it('replaces the state, adds the kept pages, and goes when deleted or with its analysis', async () => {
    const analysis = await createAnalysis(repos, { created_at: new Date('2001-01-01T00:00:00Z') });
    expect(await repos.discoveryCheckpoints.load(analysis.id)).toBeUndefined();

    await repos.discoveryCheckpoints.save(analysis.id, { settled: 1 }, [
      { url: 'https://a.test/', extraction: { n: 1 } },
    ]);
    await repos.discoveryCheckpoints.save(analysis.id, { settled: 2 }, [
      { url: 'https://a.test/b', extraction: { n: 2 } },
      { url: 'https://a.test/', extraction: { n: 3 } },
    ]);
    const saved = await repos.discoveryCheckpoints.load(analysis.id);
    expect(saved?.state).toEqual({ settled: 2 });
    expect(saved?.keptPages.toSorted((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: 'https://a.test/', extraction: { n: 3 } },
      { url: 'https://a.test/b', extraction: { n: 2 } },
    ]);

    await repos.discoveryCheckpoints.delete(analysis.id);
    expect(await repos.discoveryCheckpoints.load(analysis.id)).toBeUndefined();

    await repos.discoveryCheckpoints.save(analysis.id, { settled: 3 }, [
      { url: 'https://a.test/c', extraction: {} },
    ]);
    await repos.analyses.deleteCreatedBefore(new Date('2001-01-02T00:00:00Z'));
    expect(await repos.discoveryCheckpoints.load(analysis.id)).toBeUndefined();
    const keptRows = await database.db
      .selectFrom('discovery_kept_pages')
      .select('url')
      .where('analysis_id', '=', analysis.id)
      .execute();
    expect(keptRows).toEqual([]);
  });

  it('writes hundreds of kept pages in several statements, all of them in the one transaction', async () => {
    const analysis = await createAnalysis(repos);
    const pages = Array.from({ length: 260 }, (_, index) => ({
      url: `https://a.test/p${index}`,
      extraction: { n: index },
    }));
    await repos.discoveryCheckpoints.save(analysis.id, { settled: 260 }, pages);
    const saved = await repos.discoveryCheckpoints.load(analysis.id);
    expect(saved?.keptPages).toHaveLength(260);
    expect(new Set(saved?.keptPages.map((page) => page.url))).toEqual(new Set(pages.map((page) => page.url)));

    const failing = [...pages.slice(0, 100), { url: 'https://a.test/bad', extraction: { n: 1n } }];
    await expect(
      repos.transaction((tx) => tx.discoveryCheckpoints.save(analysis.id, { settled: 999 }, failing)),
    ).rejects.toThrow();
    expect((await repos.discoveryCheckpoints.load(analysis.id))?.state).toEqual({ settled: 260 });
  });
});
