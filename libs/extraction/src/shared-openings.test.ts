import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { ownOpening } from './own-opening.js';
import { siteDescriptions, type SitePage } from './page-description.js';

const TAGLINE = 'Kettle is a build tool for small teams';
const NOTICE =
  'These pages describe the preview release of Kettle, and some of it may still change before 2.0.';

/** A docs page as Docusaurus writes one: the site's tagline as its description, an included notice first. */
function docsPage(slug: string, heading: string, own: string): SitePage {
  const url = `https://kettle.test/docs/${slug}`;
  const page = extractPage(
    `<!doctype html><html lang="en"><head><title>${heading} | Kettle</title>
     <meta name="description" content="${TAGLINE}"></head><body><nav class="navbar"><a href="/">Kettle</a></nav>
     <main><article><div class="theme-doc-markdown markdown"><header><h1>${heading}</h1></header>
     <p>${NOTICE}</p><h2 id="overview">Overview</h2><p>${own}</p><ul><li>one item of a list</li></ul>
     </div></article></main></body></html>`,
    url,
  );
  return {
    url,
    isHome: false,
    declared: page.declaredDescription,
    lead: page.leadParagraph,
    title: page.title,
    headings: page.headings,
    markdown: page.markdown,
  };
}

const pages = [
  docsPage('install', 'Install', 'Install Kettle with the package manager your project already uses.'),
  docsPage('recipes', 'Recipes', 'A recipe names the steps of a build and the files each one reads.'),
  docsPage('cache', 'Cache', 'Kettle keeps the output of every step and reuses it while its inputs hold.'),
];

describe('descriptions that several pages share', () => {
  it('give way to each page’s own first sentences, past the opening the pages share', () => {
    const chosen = siteDescriptions(pages);
    expect([...chosen.values()]).toEqual([
      'Install Kettle with the package manager your project already uses.',
      'A recipe names the steps of a build and the files each one reads.',
      'Kettle keeps the output of every step and reuses it while its inputs hold.',
    ]);
  });

  it('keep an opening that fewer pages share, and leave a page with no other prose undescribed', () => {
    const undeclared = pages.slice(0, 2).map((page) => ({ ...page, declared: '' }));
    expect(siteDescriptions(undeclared).get(pages[0]!.url)).toBe(NOTICE);
    const bare = { ...pages[2]!, markdown: `# Cache\n\n${NOTICE}\n\n- one item of a list` };
    expect(siteDescriptions([...pages.slice(0, 2), bare]).get(bare.url)).toBe('');
  });
});

describe('ownOpening', () => {
  it('reads the first paragraph of prose, its links and marks as the words they show', () => {
    const markdown = [
      '# Title',
      '> **Note**: a quoted note comes first.',
      '```\ncode comes next, and reads as a sentence.\n```',
      'Read [the recipes](/docs/recipes) before you write a `kettle.toml` of **your own**.',
    ].join('\n\n');
    expect(ownOpening(markdown, () => false)).toBe(
      'Read the recipes before you write a kettle.toml of your own.',
    );
  });
});
