import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { looksClientRendered, marksClientRendering, readClientRenderingMarks } from './client-rendering.js';

const marksOf = (html: string) => readClientRenderingMarks(load(html));
const NONE = { scripts: 0, emptyMountPoint: false, asksForJavaScript: false };

describe('readClientRenderingMarks', () => {
  it('finds an empty mount point, a noscript plea and the scripts', () => {
    expect(
      marksOf(
        '<body><div id="__next"></div><noscript><p>Please enable JavaScript to view this site.</p></noscript>' +
          '<script src="/_next/main.js"></script><script id="__NEXT_DATA__" type="application/json">{}</script></body>',
      ),
    ).toEqual({ scripts: 2, emptyMountPoint: true, asksForJavaScript: true });
  });

  it('takes a mount point the server filled, a tracking noscript and JSON-LD for no mark', () => {
    const article = `<p>${'Words the server wrote. '.repeat(20)}</p>`;
    expect(
      marksOf(
        `<body><div id="root">${article}</div><noscript><img src="/pixel.gif"></noscript>` +
          '<script type="application/ld+json">{"@type":"Article"}</script></body>',
      ),
    ).toEqual(NONE);
  });

  it('reads the framework mount points other than by id', () => {
    expect(
      marksOf('<body><app-root ng-version="17"></app-root><script src="/main.js"></script></body>'),
    ).toMatchObject({ emptyMountPoint: true });
    expect(marksOf('<body><div data-v-app></div><script src="/main.js"></script></body>')).toMatchObject({
      emptyMountPoint: true,
    });
  });
});

describe('marksClientRendering', () => {
  const marks = { scripts: 3, emptyMountPoint: true, asksForJavaScript: false };

  it('holds for next to no main text beside a script and a mark of an application', () => {
    expect(marksClientRendering(marks, 12)).toBe(true);
    expect(marksClientRendering({ ...marks, emptyMountPoint: false, asksForJavaScript: true }, 30)).toBe(
      true,
    );
  });

  it('holds for a page with scripts and no text at all, marks or not', () => {
    expect(marksClientRendering({ ...marks, emptyMountPoint: false }, 0)).toBe(true);
  });

  it('never holds for a page with a fair amount of text, or without a script', () => {
    expect(marksClientRendering(marks, 400)).toBe(false);
    expect(marksClientRendering(marks, 60)).toBe(false);
    expect(marksClientRendering({ ...marks, scripts: 0 }, 0)).toBe(false);
  });

  it('does not hold for a short page whose scripts show no mark of building it', () => {
    expect(marksClientRendering({ ...marks, emptyMountPoint: false }, 25)).toBe(false);
  });
});

describe('looksClientRendered', () => {
  const FRAME = '<body><div id="app"></div><script type="module" src="/assets/index.js"></script></body>';

  it('reads the marks of the markup for a page with next to no main text', () => {
    expect(looksClientRendered(FRAME, 0)).toBe(true);
    expect(looksClientRendered('<body><p>Opening hours: nine to five.</p></body>', 6)).toBe(false);
  });

  it('settles a page with a fair amount of main text by its word count', () => {
    expect(looksClientRendered(FRAME, 200)).toBe(false);
  });
});
