// The gateway alone in a process of its own (as `npm start` serves it, on PGlite in DATA_DIR),
// serving one published llms.txt, with reads counted, or not (`node readers-gateway.mjs off`): the
// two sides of bench/published-files.bench.ts's comparison. It prints `{ "url": … }` once it serves,
// and on SIGTERM closes, which stores the last counts, then prints `{ "stored": n }`, the reads stored.
import { loadConfig } from '@signpost/config';
import { buildServer } from '@signpost/gateway-service';
import { createRuntime } from '@signpost/runtime';
import { createUser } from '@signpost/testing';

const SITE = 'docs.example';

/** A published llms.txt of about 6 KiB: 60 linked pages in three sections. */
function publishedText() {
  const sections = ['Guides', 'Reference', 'Examples'].map((name) => [
    `## ${name}`,
    '',
    ...Array.from(
      { length: 20 },
      (_, page) =>
        `- [${name} page ${page}](https://${SITE}/${name.toLowerCase()}/${page}): what page ${page} of the ${name.toLowerCase()} explains, in one sentence.`,
    ),
    '',
  ]);
  return ['# Docs Example', '', '> The documentation of an example product.', '', ...sections.flat()].join(
    '\n',
  );
}

const counting = process.argv[2] !== 'off';
const runtime = await createRuntime(loadConfig(), 'readers-bench');
const server = await buildServer(runtime, counting ? {} : { readers: { count: () => undefined } });
const owner = await createUser(runtime.repos);
await runtime.repos.publishedFiles.publish(
  { slug: 'bench-docs', randomSlug: 'bench-docs' },
  { userId: owner.id, site: SITE, llmFileId: owner.id, content: publishedText(), fullFiles: [], pages: [] },
);
const address = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url: `${address}/s/bench-docs/llms.txt` }));

process.once('SIGTERM', async () => {
  await server.close();
  const { total } = await runtime.repos.siteReaders.readersOf(owner.id, SITE, 1, new Date());
  console.log(JSON.stringify({ stored: total }));
  await runtime.close();
  process.exit(0);
});
