import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DATABASE_BACKENDS, openTestDatabase, type OpenTestDatabase } from '@signpost/testing';
import * as siteVerifications from './migrations/0022_site_verifications.js';
import type { Publication, Repositories } from './repositories/index.js';

const publication = (userId: string, site: string, content = '# Docs\n'): Publication => ({
  userId,
  site,
  llmFileId: '00000000-0000-4000-8000-000000000001',
  content,
  fullFiles: [],
  pages: [],
});

describe.each(DATABASE_BACKENDS)('published addresses on %s', (_name, setup) => {
  let database: OpenTestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(setup);
    repos = database.repos;
  });
  afterAll(() => database?.close());

  it('moves publications made before proofs of control off the site’s name, to a random slug of their own', async () => {
    const owner = await createUser(repos);
    await siteVerifications.down(database.db as never);
    await sql`
      insert into published_files (slug, user_id, site, content)
      values ('docs-example-com', ${owner.id}, 'docs.example.com', '# Squatted'),
             ('docs-example-com-2', ${owner.id}, 'www.docs.example.com', '# Second')
    `.execute(database.db);
    await siteVerifications.up(database.db as never);

    const moved = await repos.publishedFiles.findOf(owner.id, 'docs.example.com');
    expect(moved?.random_slug).toMatch(/^docs-example-com-[a-z0-9]{8}$/);
    expect(moved?.slug).toBe(moved?.random_slug);
    expect(await repos.publishedFiles.liveAddress('docs-example-com')).toBeUndefined();
    await sql`delete from published_files where user_id = ${owner.id}`.execute(database.db);
  });

  it('answers a moved publication’s own slug with where it moved, and releases the slug it held when withdrawn', async () => {
    const owner = await createUser(repos);
    const site = `${owner.id}.example`;
    const own = { slug: `own-${owner.id}`, randomSlug: `own-${owner.id}` };
    await repos.publishedFiles.publish(own, publication(owner.id, site));
    const bare = `bare-${owner.id}`;
    await repos.publishedFiles.publish(
      { slug: bare, randomSlug: 'ignored-for-an-existing-row' },
      publication(owner.id, site),
    );
    expect(await repos.publishedFiles.liveAddress(own.slug)).toMatchObject({ slug: bare });
    expect(await repos.publishedFiles.liveAddress(bare)).toMatchObject({ slug: bare });

    expect(await repos.publishedFiles.withdraw(owner.id, site)).toMatchObject({ slug: own.slug });
    expect(await repos.publishedFiles.liveAddress(bare)).toBeUndefined();
    expect(await repos.publishedFiles.slugTaken(bare)).toBe(false);
    // A monitor's run that read the publication before it was withdrawn brings nothing back.
    expect(await repos.publishedFiles.republish(publication(owner.id, site, '# Newer'))).toBeUndefined();
    expect(await repos.publishedFiles.findLive(own.slug)).toBeUndefined();
  });

  it('keeps one token per account and site until it is verified', async () => {
    const owner = await createUser(repos);
    const first = await repos.siteVerifications.tokenOf(owner.id, 'docs.example', 'token-1');
    const again = await repos.siteVerifications.tokenOf(owner.id, 'docs.example', 'token-2');
    expect([first.token, again.token]).toEqual(['token-1', 'token-1']);
    expect(await repos.siteVerifications.verifiedAt(owner.id, 'docs.example')).toBeNull();
    await repos.siteVerifications.markVerified(owner.id, 'docs.example');
    expect(await repos.siteVerifications.verifiedAt(owner.id, 'docs.example')).toBeInstanceOf(Date);
  });
});
