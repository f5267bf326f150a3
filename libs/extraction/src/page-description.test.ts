import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.js';
import { merelyNamesPage, siteDescriptions, type SitePage } from './page-description.js';

const SITE_WIDE = 'Next generation testing framework powered by Vite';

/** A page as VitePress writes it: the site's description in every page's meta tags. */
function vitepressPage(path: string, heading: string, paragraph: string): string {
  return `<!doctype html><html lang="en-US"><head><title>${heading} | Guide | Vitest</title>
    <meta name="description" content="${SITE_WIDE}"><meta property="og:description" content="${SITE_WIDE}"></head>
    <body><div class="VPNav"><nav><a href="/guide/">Guide</a></nav></div>
    <div class="VPContent"><main><div class="vp-doc"><h1 id="${path}">${heading} <a class="header-anchor" href="#${path}">\u200B</a></h1>
    <p>${paragraph}</p></div></main></div></body></html>`;
}

/** A page as Docusaurus writes it when the page sets no description: the first heading stands in. */
function docusaurusPage(heading: string, paragraph: string): string {
  return `<!doctype html><html lang="en"><head><title data-rh="true">${heading} | Redux Toolkit</title>
    <meta data-rh="true" name="description" content="${heading}"></head>
    <body><nav class="navbar"><a href="/">Redux Toolkit</a></nav><main><article><div class="theme-doc-markdown markdown">
    <header><h1>${heading}</h1></header><p>${paragraph}</p></div></article></main></body></html>`;
}

function sitePage(url: string, html: string, isHome = false): SitePage {
  const page = extractPage(html, url);
  return {
    url,
    isHome,
    declared: page.declaredDescription,
    lead: page.leadParagraph,
    title: page.title,
    headings: page.headings,
  };
}

describe('a page on its own', () => {
  it('keeps a declared description that says more than the page’s name', () => {
    const html = `<title>Pricing | Acme</title><meta name="description" content="Plans for teams of every size, billed monthly.">
      <main><h1>Pricing</h1><p>Every plan includes unlimited projects and email support from our team.</p></main>`;
    const page = extractPage(html, 'https://acme.test/pricing');
    expect(page.description).toBe('Plans for teams of every size, billed monthly.');
    expect(page.leadParagraph).toBe(
      'Every plan includes unlimited projects and email support from our team.',
    );
  });

  it('reads the lead paragraph when Docusaurus repeats the heading as the description', () => {
    const page = extractPage(
      docusaurusPage(
        'Installation',
        'Redux Toolkit is available as a package on NPM for use with a module bundler.',
      ),
      'https://redux-toolkit.test/introduction/installation',
    );
    expect(page.declaredDescription).toBe('Installation');
    expect(page.description).toBe(
      'Redux Toolkit is available as a package on NPM for use with a module bundler.',
    );
  });

  it.each([
    ['Delete', 'Users | Delete', [], true],
    ['Overview', 'Internals', [], true],
    ['Getting Started', 'Docs', ['Getting Started', 'Install'], true],
    ['Users | Delete', 'Users | Delete', [], true],
    ['Delete a user and every session it holds.', 'Users | Delete', [], false],
    ['RTK Query > Usage > Polling', 'Polling | Redux Toolkit', ['Polling'], true],
    ['RTK Query > API: createApi reference', 'createApi | Redux Toolkit', ['createApi'], false],
    [
      'Two-year-old bug exposes thousands of servers to crippling attack.',
      'Minecraft exploit',
      ['Minecraft exploit', 'Two-year-old bug exposes thousands of servers to crippling attack.'],
      false,
    ],
  ])('reads %j under the title %j as a mere name: %s', (declared, title, headings, expected) => {
    expect(merelyNamesPage({ declared, lead: '', title, headings })).toBe(expected);
  });
});

describe('siteDescriptions', () => {
  const home = sitePage(
    'https://vitest.test/',
    `<title>Vitest</title><meta name="description" content="${SITE_WIDE}"><main><h1>Vitest</h1></main>`,
    true,
  );
  const guides = [
    [
      'features',
      'Features',
      'Vitest reuses the config, transformers, resolvers and plugins of your Vite app.',
    ],
    ['mocking', 'Mocking', 'Mocking replaces a dependency with a stand-in that records how it was called.'],
    [
      'snapshot',
      'Snapshot',
      'Snapshot tests make sure the output of your functions does not change unexpectedly.',
    ],
    [
      'coverage',
      'Coverage',
      'Vitest supports native code coverage through v8 and instrumented coverage through istanbul.',
    ],
  ].map(([path, heading, paragraph]) =>
    sitePage(`https://vitest.test/guide/${path}`, vitepressPage(path ?? '', heading ?? '', paragraph ?? '')),
  );

  it('gives each page its own lead paragraph when the site declares one description everywhere', () => {
    const chosen = siteDescriptions([home, ...guides]);
    expect(chosen.get('https://vitest.test/guide/mocking')).toBe(
      'Mocking replaces a dependency with a stand-in that records how it was called.',
    );
    expect(new Set(guides.map((page) => chosen.get(page.url))).size).toBe(guides.length);
    expect(chosen.get(home.url)).toBe(SITE_WIDE);
  });

  it('replaces the home page’s description repeated by even one other page', () => {
    const chosen = siteDescriptions([home, guides[0]!]);
    expect(chosen.get(guides[0]!.url)).toBe(
      'Vitest reuses the config, transformers, resolvers and plugins of your Vite app.',
    );
  });

  it('keeps a description two pages share, as a page reached at two addresses does', () => {
    const twin = { ...guides[1]!, declared: 'How to mock modules, timers and globals.' };
    const chosen = siteDescriptions([
      { ...twin, url: 'https://vitest.test/guide/mocking' },
      { ...twin, url: 'https://vitest.test/guide/mocking.html' },
    ]);
    expect([...chosen.values()]).toEqual([
      'How to mock modules, timers and globals.',
      'How to mock modules, timers and globals.',
    ]);
  });

  it('leaves a page without a lead paragraph undescribed rather than repeating the site’s words', () => {
    const empty = { ...guides[2]!, lead: '' };
    expect(siteDescriptions([home, guides[0]!, guides[1]!, empty]).get(empty.url)).toBe('');
  });

  it('skips pages stored before both candidates were kept', () => {
    const old = { ...guides[3]!, declared: null, lead: null };
    const chosen = siteDescriptions([home, old]);
    expect(chosen.has(old.url)).toBe(false);
    expect(chosen.get(home.url)).toBe(SITE_WIDE);
  });
});
