import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@signpost/extraction/html-document';
import { readPageMenus, type PageMenu } from './page-menus.js';

const ORIGIN = 'https://widget.test';
const fixture = (name: string) =>
  load(readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8'));
const rows = (menu: PageMenu | undefined) =>
  (menu ?? []).map((entry) => `${entry.url.replace(ORIGIN, '')} ${entry.group ?? '-'}`);

describe('readPageMenus', () => {
  it('reads a VitePress-like page: the top bar flat, the sidebar by its section headings', () => {
    const menus = readPageMenus(fixture('vitepress-like'), `${ORIGIN}/guide/`);
    expect(menus).toHaveLength(2);
    expect(rows(menus[0])).toEqual([
      '/guide/ -',
      '/api/widget.html -',
      '/config/ -',
      '/team.html -',
      '/releases.html -',
    ]);
    expect(rows(menus[1])).toEqual([
      '/guide/why.html Introduction',
      '/guide/ Introduction',
      '/guide/zebra.html Writing',
      '/guide/mocking/timers.html Writing',
      '/guide/mocking/dates.html Writing',
      '/guide/apple.html Writing',
      // A block set apart like its labelled siblings but without a heading continues the group before it.
      '/guide/matchers.html Writing',
      '/guide/hooks.html Writing',
    ]);
  });

  it('reads a Starlight-like page: details/summary groups, nested groups under the top one', () => {
    const menus = readPageMenus(fixture('starlight-like'), `${ORIGIN}/guides/pages/`);
    // The table of contents (in-page anchors) and the tip inside the content are not navigation.
    expect(menus).toHaveLength(1);
    expect(rows(menus[0])).toEqual([
      '/overview/ -',
      '/manual-setup/ Start Here',
      '/getting-started/ Start Here',
      '/guides/pages/ Guides',
      '/guides/authoring/ Guides',
      '/guides/css/ Guides',
      '/guides/tailwind/ Guides',
      '/reference/configuration/ Reference',
      '/reference/frontmatter/ Reference',
    ]);
  });

  it('reads a Docusaurus-like page: category links head their lists; breadcrumbs and pager are left out', () => {
    const menus = readPageMenus(fixture('docusaurus-like'), `${ORIGIN}/api/createWidget`);
    expect(menus).toHaveLength(2);
    expect(rows(menus[0])).toEqual([
      '/ -',
      '/introduction/getting-started -',
      '/tutorials/overview -',
      '/api/createWidget -',
    ]);
    expect(rows(menus[1])).toEqual([
      '/introduction/getting-started Introduction',
      '/introduction/why Introduction',
      '/tutorials/overview Tutorials',
      '/tutorials/quick-start Tutorials',
      '/api/createWidget API Reference',
      '/api/configureWidget API Reference',
      '/api/applyTheme API Reference',
    ]);
    const collapsed = readPageMenus(
      fixture('docusaurus-collapsed'),
      `${ORIGIN}/introduction/getting-started`,
    );
    expect(rows(collapsed[1]).at(-1)).toBe('/api/createWidget -');
  });

  it('reads plain nested lists and heading-separated lists in a block named as a menu', () => {
    const menus = readPageMenus(fixture('plain-lists'), `${ORIGIN}/`);
    expect(rows(menus[0])).toEqual([
      '/ -',
      '/basics/zeta Basics',
      '/basics/installation Basics',
      '/recipes/ Recipes',
      '/recipes/bread Recipes',
      '/recipes/alpha Recipes',
      '/appendix/glossary Appendix',
      '/appendix/credits Appendix',
    ]);
  });

  it("reads a Sphinx-like sidebar by its captions: the page's own contents, its pager and titles that name the navigation are no section", () => {
    const menus = readPageMenus(fixture('sphinx-like'), `${ORIGIN}/usage/quickstart.html`);
    // The related bar (a breadcrumb of two pages under "Navigation") is no menu, and of the related
    // topics only the overview is left: its previous and next pages are a pager.
    expect(menus.map(rows)).toEqual([
      [
        '/index.html -',
        '/usage/install.html First steps',
        '/usage/wiring.html Guides',
        '/themes.html Guides',
        '/api/index.html Reference',
      ],
    ]);
  });

  it('ignores other sites, fragments of the page itself, hidden text and blocks of fewer than three pages (two under a label)', () => {
    const $ = load(`<html><body>
      <nav><a href="/a">A</a><a href="/b">B</a></nav>
      <nav><h2 class="sr-only">Menu</h2><a href="https://else.test/x">X</a><a href="#top">Top</a>
        <a href="/c">C</a><a href="/d">D</a><a href="/e">E</a></nav>
    </body></html>`);
    expect(readPageMenus($, `${ORIGIN}/`).map(rows)).toEqual([['/c -', '/d -', '/e -']]);
    const small = load(
      '<aside><h2>Runtime API</h2><a href="/api/zeta">Zeta</a><a href="/api/beta">Beta</a></aside>',
    );
    expect(readPageMenus(small, `${ORIGIN}/api/zeta`).map(rows)).toEqual([
      ['/api/zeta Runtime API', '/api/beta Runtime API'],
    ]);
  });

  it('reads a menu repeated on many pages once, yet as each page and origin reads it', () => {
    const page = (menu: string) =>
      parseHtmlDocument(
        `<html><head><title>t</title></head><body><nav>${menu}</nav><p>Text</p></body></html>`,
      );
    const fromRoot =
      '<a href="/a">A</a><a href="/b">B</a><a href="https://widget.test/c">C</a><a href="/d">D</a>';
    const relative = '<a href="a">A</a><a href="../b">B</a><a href="c#part">C</a>';
    const urls = (menus: PageMenu[]) => menus.flatMap((menu) => menu.map((entry) => entry.url));
    expect(urls(readPageMenus(page(fromRoot), `${ORIGIN}/one/`))).toEqual([
      `${ORIGIN}/a`,
      `${ORIGIN}/b`,
      `${ORIGIN}/c`,
      `${ORIGIN}/d`,
    ]);
    expect(urls(readPageMenus(page(fromRoot), 'https://other.test/two/'))).toEqual([
      'https://other.test/a',
      'https://other.test/b',
      'https://other.test/d',
    ]);
    expect(urls(readPageMenus(page(relative), `${ORIGIN}/x/one/`))).toEqual([
      `${ORIGIN}/x/one/a`,
      `${ORIGIN}/x/b`,
      `${ORIGIN}/x/one/c`,
    ]);
    expect(urls(readPageMenus(page(relative), `${ORIGIN}/y/two/`))).toEqual([
      `${ORIGIN}/y/two/a`,
      `${ORIGIN}/y/b`,
      `${ORIGIN}/y/two/c`,
    ]);
    // The page's own address, linked to an anchor, is its table of contents: left out on that page only.
    const anchors = '<a href="/a#x">A</a><a href="/b">B</a><a href="/c">C</a><a href="/d">D</a>';
    expect(urls(readPageMenus(page(anchors), `${ORIGIN}/a`))).toEqual([
      `${ORIGIN}/b`,
      `${ORIGIN}/c`,
      `${ORIGIN}/d`,
    ]);
    expect(urls(readPageMenus(page(anchors), `${ORIGIN}/b`))).toEqual([
      `${ORIGIN}/a`,
      `${ORIGIN}/b`,
      `${ORIGIN}/c`,
      `${ORIGIN}/d`,
    ]);
  });

  it(
    'reads hostile nesting without running out of stack, ignoring what is nested too deep',
    () => {
      const deep = `${'<div>'.repeat(20_000)}<a href="/deep">Deep</a>${'</div>'.repeat(20_000)}`;
      const $ = load(`<nav><a href="/a">A</a><a href="/b">B</a><a href="/c">C</a>${deep}</nav>`);
      expect(readPageMenus($, `${ORIGIN}/`).map(rows)).toEqual([['/a -', '/b -', '/c -']]);
    },
    // Parsing 20,000 nested elements takes seconds on its own (parse5 walks its open elements), more on a busy machine.
    120_000,
  );
});
