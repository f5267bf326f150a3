// Scores a small real site with the real Anthropic API, printing each page's LLM judgement beside
// the heuristic score, the site identity, and the calls, tokens and dollars it took. Not run in CI.
//
//   npm run build
//   ANTHROPIC_API_KEY=sk-ant-... node scripts/score-real-site.mjs https://example.com [pages, default 10]
//
// Every other setting (ANTHROPIC_MODEL, LLM_*, CRAWL_*) is read as the services read it.
import { loadConfig } from '@signpost/config';
import { discoverSite } from '@signpost/discovery';
import { fetchAndExtract } from '@signpost/extraction';
import { createGuardedFetcher } from '@signpost/fetch';
import { AnthropicScorer, computeSiteSignals, scorePageHeuristically } from '@signpost/scoring';

const [siteUrl, pagesArgument = '10'] = process.argv.slice(2);
const maxPages = Number(pagesArgument);
if (!siteUrl || !Number.isInteger(maxPages) || maxPages < 1 || maxPages > 50) {
  console.error('usage: node scripts/score-real-site.mjs <https://site> [pages, 1-50]');
  process.exit(2);
}
const config = loadConfig();
if (!config.llm.apiKey) {
  console.error('ANTHROPIC_API_KEY is not set: this script calls the real API and needs a key.');
  process.exit(2);
}

const fetcher = createGuardedFetcher(config.crawl);
const discovered = await discoverSite(siteUrl, { fetcher, userAgent: config.crawl.userAgent, maxPages });
const fetched = [];
for (const [position, { url }] of discovered.pages.entries()) {
  const outcome = await fetchAndExtract(url, fetcher);
  if (outcome.ok) fetched.push({ url: outcome.finalUrl, position, page: outcome.page });
  else console.warn(`skipped ${url}: ${outcome.errorMessage}`);
}
const signals = computeSiteSignals(
  fetched.map(({ url, position, page }) => ({ url, position, content: page.text })),
);

const scorer = new AnthropicScorer({ ...config.llm, apiKey: config.llm.apiKey });
const started = performance.now();
const result = await scorer.score(
  new URL(discovered.homepageUrl).origin,
  scorer.prepare(
    fetched.map(({ url, position, page }) => ({
      key: url,
      url,
      ...page,
      content: page.text,
      isHomepage: position === 0,
    })),
  ),
);
const seconds = (performance.now() - started) / 1000;

for (const [index, outcome] of result.outcomes.entries()) {
  const { url, position, page } = fetched[index];
  const rules = scorePageHeuristically({
    url,
    title: page.title,
    description: page.description,
    headings: page.headings,
    wordCount: page.wordCount,
    category: page.category,
    isHomepage: position === 0,
    boilerplateRatio: signals.get(url)?.boilerplateRatio ?? 0,
    duplicateOf: signals.get(url)?.duplicateOf ?? null,
  });
  console.log(`\n${url}`);
  if (outcome.ok) {
    const { judgement } = outcome;
    console.log(`  LLM ${judgement.qualityScore} (${judgement.category}), rules ${rules.qualityScore}`);
    console.log(
      `  title: ${judgement.title}\n  description: ${judgement.description}\n  reason: ${judgement.reason}`,
    );
  } else {
    console.log(`  not scored by the LLM (${outcome.why}); rules ${rules.qualityScore}: ${rules.reason}`);
  }
}
console.log(`\nsite: ${result.site ? `${result.site.name}: ${result.site.summary}` : '(not given)'}`);
const { usage } = result;
console.log(
  `${config.llm.model}: ${fetched.length} pages, ${usage.calls} calls in ${seconds.toFixed(1)} s; ` +
    `tokens in ${usage.inputTokens}, cache read ${usage.cacheReadTokens}, cache write ${usage.cacheCreationTokens}, ` +
    `out ${usage.outputTokens}; estimated $${usage.costUsd.toFixed(4)}`,
);
