import { Readability } from '@mozilla/readability';
import { extractPage } from '@signpost/extraction/extract-page';
import { measureMainContent, readabilityPages, type MainContentAccuracy } from '@signpost/extraction/testing';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { describe, expect, it } from 'vitest';

/** Readability and turndown as they come, without Signpost's preparation of the page. */
function plainReadability(html: string) {
  const article = new Readability(parseHTML(html).document).parse();
  const markdown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  return { text: article?.textContent ?? '', markdown: markdown.turndown(article?.content ?? '') };
}

const CANDIDATES = {
  'signpost (extractPage)': (html: string, url: string) => extractPage(html, url),
  'readability + turndown, plain': plainReadability,
};

const figure = (value: number) => value.toFixed(3);

function report(name: string, accuracy: MainContentAccuracy): void {
  const { text, markdown } = accuracy;
  console.log(
    `${name.padEnd(30)} text P ${figure(text.precision)} R ${figure(text.recall)} F1 ${figure(text.f1)}` +
      ` | markdown P ${figure(markdown.precision)} R ${figure(markdown.recall)} F1 ${figure(markdown.f1)}` +
      ` | ${accuracy.msPerPage.toFixed(1)} ms/page | peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  const worst = accuracy.pages.slice(0, 5).map((page) => `${page.name} ${figure(page.markdown.f1)}`);
  console.log(`${' '.repeat(30)} worst markdown: ${worst.join(', ')}`);
}

/**
 * Main content against the references of Mozilla Readability's 130 real pages (the shared
 * fixtures' standard 4-token shingle score), for Signpost's reader and for Readability with turndown
 * as they come. Each candidate reads every page twice; the second pass is timed. The peak resident
 * memory is the process's so far (the candidates run in this order).
 */
describe('main-content quality on real pages', () => {
  it('prints F1, precision, recall, ms per page and peak memory per candidate', () => {
    const pages = readabilityPages();
    expect(pages.length).toBeGreaterThan(0);
    for (const [name, read] of Object.entries(CANDIDATES)) {
      measureMainContent(pages, read);
      report(name, measureMainContent(pages, read));
    }
  });
});
