import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DATABASE_BACKENDS, openTestDatabase, type OpenTestDatabase } from '@signpost/testing';
import type { Publication, PublishedPage, Repositories } from './repositories/index.js';

const page = (
  path: string,
  title: string,
  markdown: string,
  language: string | null = 'en',
): PublishedPage => ({
  path,
  url: `https://docs.example/${path === 'index' ? '' : path}`,
  title,
  markdown,
  language,
});

const PAGES = [
  page('index', 'Widget', '# Widget\n\nWidget renders dashboards from your queue metrics.'),
  page('install', 'Installing Widget', '# Install\n\nRun the installer, then configure the cache directory.'),
  page('cache', 'Cache settings', '# Cache\n\nThe cache keeps rendered charts. Tune its size and expiry.'),
  page('guide/queues', 'Queues', '# Queues\n\nConnect a queue; the widget polls it every minute.'),
  page(
    'fr/installer',
    'Installer Widget',
    '# Installer\n\nInstallez le serveur puis démarrez les serveurs.',
    'fr-FR',
  ),
];

describe.each(DATABASE_BACKENDS)('published pages on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  const publishedSite = async (pages: readonly PublishedPage[] = PAGES) => {
    const owner = await createUser(repos);
    const slug = `docs-${owner.id.slice(0, 8)}`;
    const publication: Publication = {
      userId: owner.id,
      site: `${owner.id}.example`,
      llmFileId: '00000000-0000-4000-8000-000000000001',
      content: '# Docs\n',
      fullFiles: [],
      pages,
    };
    await repos.publishedFiles.publish({ slug, randomSlug: slug }, { ...publication, linkMarkdown: true });
    return { slug, publication };
  };

  it('serves each copy by its path and by its page’s address, with the publication’s time', async () => {
    const { slug, publication } = await publishedSite();
    const copy = await repos.publishedPages.copyAt(slug, 'guide/queues');
    expect(copy).toMatchObject({ url: 'https://docs.example/guide/queues', title: 'Queues' });
    expect(copy?.markdown).toContain('polls it every minute');
    expect(copy?.publishedAt).toBeInstanceOf(Date);
    expect(await repos.publishedPages.copyOf(slug, 'https://docs.example/')).toMatchObject({
      title: 'Widget',
    });
    expect(await repos.publishedPages.copyAt(slug, 'missing')).toBeUndefined();
    expect(await repos.publishedPages.copyAt('another-slug', 'install')).toBeUndefined();
    const links = await repos.publishedPages.linksOf(publication.userId, publication.site);
    expect(links.map((link) => link.path)).toEqual(PAGES.map((entry) => entry.path));
  });

  it('ranks pages with every word first, the title counting most, stemmed in each page’s language', async () => {
    const { slug } = await publishedSite();
    const cache = await repos.publishedPages.search(slug, 'cache size', 5);
    expect(cache.map((match) => match.url)).toEqual([
      'https://docs.example/cache',
      'https://docs.example/install',
    ]);
    expect(cache[0]?.excerpt).toContain('**size**');
    // English stemming: "installing" and "configuring" find "Install" and "configure".
    expect((await repos.publishedPages.search(slug, 'configuring', 5)).map((match) => match.url)).toEqual([
      'https://docs.example/install',
    ]);
    // French stemming on the French page: "serveur" finds "serveurs".
    expect((await repos.publishedPages.search(slug, 'serveur', 5)).map((match) => match.url)).toEqual([
      'https://docs.example/fr/installer',
    ]);
    expect(await repos.publishedPages.search(slug, 'the', 5)).toEqual([]);
    expect(await repos.publishedPages.search(slug, 'kubernetes', 5)).toEqual([]);
    expect(await repos.publishedPages.search(slug, 'queue OR "dashboards" -cache', 1)).toHaveLength(1);
  });

  it('replaces the copies on a republication, keeping Last-Modified when nothing changed, and drops them on withdrawal', async () => {
    const { slug, publication } = await publishedSite();
    const before = (await repos.publishedFiles.findLive(slug))!.published_at;
    await repos.publishedFiles.republish(publication);
    expect((await repos.publishedFiles.findLive(slug))!.published_at).toEqual(before);

    const edited = PAGES.map((entry) =>
      entry.path === 'cache'
        ? { ...entry, markdown: '# Cache\n\nThe cache is gone; charts render live.' }
        : entry,
    );
    await repos.publishedFiles.republish({ ...publication, pages: edited.slice(1) });
    expect((await repos.publishedFiles.findLive(slug))!.published_at.getTime()).toBeGreaterThan(
      before.getTime(),
    );
    expect(await repos.publishedPages.copyAt(slug, 'index')).toBeUndefined();
    expect((await repos.publishedPages.copyAt(slug, 'cache'))?.markdown).toContain('render live');

    await repos.publishedFiles.withdraw(publication.userId, publication.site);
    expect(await repos.publishedPages.copyAt(slug, 'cache')).toBeUndefined();
    expect(await repos.publishedPages.search(slug, 'cache', 5)).toEqual([]);
    expect(await repos.publishedPages.linksOf(publication.userId, publication.site)).toEqual([]);
  });
});
