import type { FetchResult } from '@signpost/fetch';
import type { RobotsGate } from '@signpost/llmstxt';
import type { HostedCopies } from './hosted-copies.js';
import type { LinkRelation } from './link-relations.js';
import { findMarkdownCopy } from './markdown-copies.js';
import { pageOfMarkdown } from './page-keys.js';
import type { ReadinessSteps } from './readiness-steps.js';
import type { MarkdownFacts } from './reading/markdown-facts.js';
import type { HtmlFacts, PageFacts } from './reading/page-facts.js';
import { isOk, type SiteFetch } from './site-fetch.js';
import { factsOrNull } from './step-facts.js';

/** A page's markdown copy, as read by the steps (null facts: too costly to read). */
export interface SampledCopy {
  url: string;
  headers: Record<string, string>;
  /** Served by Signpost for the published site. */
  hosted: boolean;
  facts: MarkdownFacts | null;
}

/** A page the report looks at closely, read once as a browser without JavaScript would get it. */
export interface PageSample {
  url: string;
  answer: FetchResult | null;
  /** What its HTML says; null when it is not HTML or could not be read. */
  html: HtmlFacts | null;
  relations: LinkRelation[];
  /** Listed in the site's llms.txt (rather than taken from the sitemap). */
  listed: boolean;
  /** Its markdown copy, when it has one. */
  markdown: SampledCopy | null;
  /** Places of its markdown copy left unasked because robots.txt disallows them for Signpost. */
  copyPlacesDisallowed: number;
}

export interface SampleReading {
  samples: PageSample[];
  /** Pages picked that were not read because robots.txt disallows them for Signpost. */
  disallowed: string[];
}

export const SAMPLE_SIZE = 5;
const NOT_PAGES = /\.(?:txt|xml|json|pdf|png|jpe?g|gif|svg|zip)$/i;

/** Up to SAMPLE_SIZE pages of the site: the llms.txt's own links first, else the sitemap's, else the page checked. */
export function pickSamples(
  origin: string,
  listed: readonly string[],
  sitemap: readonly string[],
  checked: string,
) {
  const onSite = (url: string) => URL.parse(url)?.origin === origin && !NOT_PAGES.test(new URL(url).pathname);
  // A link to a page's markdown copy stands for the page itself.
  const fromFile = [...new Set(listed.map(pageOfMarkdown).filter(onSite))].slice(0, SAMPLE_SIZE);
  if (fromFile.length > 0) return fromFile.map((url) => ({ url, listed: true }));
  const fromSitemap = [...new Set(sitemap.filter(onSite))].slice(0, SAMPLE_SIZE);
  return (fromSitemap.length > 0 ? fromSitemap : [checked]).map((url) => ({ url, listed: false }));
}

/** A page's answer as the steps take it: plain strings. */
export const pageInput = (answer: FetchResult, url: string) => ({
  url,
  html: isOk(answer) && answer.contentType === 'text/html' ? answer.text() : null,
  linkHeader: answer.headers['link'] ?? null,
});

async function readSample(
  fetch: SiteFetch,
  steps: ReadinessSteps,
  robots: RobotsGate,
  hosted: HostedCopies,
  { url, listed }: { url: string; listed: boolean },
): Promise<PageSample> {
  const answer = await fetch.get(url, { purpose: 'page' });
  const page: PageFacts | null = answer
    ? await factsOrNull(() => steps.readPage(pageInput(answer, answer.url)))
    : null;
  const relations = page?.relations ?? [];
  const search = isOk(answer) ? await findMarkdownCopy(fetch, robots, hosted, url, relations) : null;
  const copy = search?.copy ?? null;
  const html = page?.html ?? null;
  const markdown = copy && {
    url: copy.url,
    headers: copy.headers,
    hosted: copy.hosted,
    facts: await factsOrNull(() => steps.readMarkdown(copy.text, html?.contentWords ?? null)),
  };
  return { url, answer, html, relations, listed, markdown, copyPlacesDisallowed: search?.disallowed ?? 0 };
}

/** The pages picked that robots.txt allows Signpost, each read with its markdown copy. */
export async function readSamples(
  fetch: SiteFetch,
  steps: ReadinessSteps,
  robots: RobotsGate,
  hosted: HostedCopies,
  picked: { url: string; listed: boolean }[],
): Promise<SampleReading> {
  const shut = await robots.disallowed(picked.map((sample) => sample.url));
  const open = picked.filter((sample) => !shut.has(sample.url));
  return {
    samples: await Promise.all(open.map((sample) => readSample(fetch, steps, robots, hosted, sample))),
    disallowed: picked.filter((sample) => shut.has(sample.url)).map((sample) => sample.url),
  };
}
