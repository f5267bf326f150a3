import { describe, expect, it } from 'vitest';
import type { PublishedFileRow } from '@signpost/db';
import { PublishingService } from './publishing-service.js';

const REAL = 'docs-example-k3v9x2qa';
/** More unknown slugs than the texts held in memory. */
const FLOOD = 1_500;

/** Published files with one live publication, counting the reads of its texts. */
function publishedFiles() {
  let version = 'v1';
  const textReads: string[] = [];
  const row = (): PublishedFileRow => ({
    slug: REAL,
    random_slug: REAL,
    user_id: 'owner',
    site: 'docs.example',
    llm_file_id: null,
    content: `# Docs ${version}\n`,
    full_files: [],
    content_hash: version,
    published_at: new Date(0),
    withdrawn_at: null,
    link_markdown: false,
  });
  return {
    textReads,
    republish: (next: string) => void (version = next),
    repository: {
      async liveAddress(slug: string) {
        return slug === REAL ? { slug, version } : undefined;
      },
      async findLive(slug: string) {
        textReads.push(slug);
        return slug === REAL ? row() : undefined;
      },
    },
  };
}

const serviceOver = (repository: ReturnType<typeof publishedFiles>['repository']) =>
  new PublishingService(
    {
      repos: { publishedFiles: repository, publishedPages: { linksOf: async () => [] } },
      config: { http: { publicUrl: 'https://signpost.example' } },
    } as unknown as ConstructorParameters<typeof PublishingService>[0],
    {} as ConstructorParameters<typeof PublishingService>[1],
  );

describe('the published texts held in memory', () => {
  it('keeps a real file held however many unknown slugs are asked for', async () => {
    const files = publishedFiles();
    const publishing = serviceOver(files.repository);
    await publishing.serve(REAL, 'llms.txt');
    for (let index = 0; index < FLOOD; index += 1) {
      await expect(publishing.serve(`made-up-${index}`, 'llms.txt')).rejects.toMatchObject({ status: 404 });
    }
    await publishing.serve(REAL, 'llms.txt');
    expect(files.textReads.filter((slug) => slug === REAL)).toHaveLength(1);
  });

  it('reads the texts again once the publication changed', async () => {
    const files = publishedFiles();
    const publishing = serviceOver(files.repository);
    await publishing.serve(REAL, 'llms.txt');
    files.republish('v2');
    expect(await publishing.serve(REAL, 'llms.txt')).toMatchObject({ text: { content: '# Docs v2\n' } });
  });
});
