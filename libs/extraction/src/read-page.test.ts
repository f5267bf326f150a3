import { describe, expect, it, vi } from 'vitest';
import { extractOnThisThread } from './page-reader/page-extractor.js';
import { readPage, type RenderAttempt } from './read-page.js';

const inline = extractOnThisThread;

const URL_OF_PAGE = 'https://acme.test/pricing';
const PROSE = 'Plans for every team, billed monthly, with every feature included from the first day. ';
const FRAME =
  '<html><head><title>Pricing | Acme</title></head><body><nav><a href="/">Home</a></nav>' +
  '<div id="root"></div><script src="/assets/app.js"></script></body></html>';
const RENDERED = FRAME.replace(
  '<div id="root"></div>',
  `<div id="root"><main><h1>Pricing</h1><p>${PROSE.repeat(8)}</p></main></div>`,
);
const SERVED = `<html><body><main><h1>Guide</h1><p>${PROSE.repeat(8)}</p></main><script src="/a.js"></script></body></html>`;

const renderer = (attempt: RenderAttempt) => vi.fn(async () => attempt);

describe('readPage', () => {
  it('reads a page whose HTML is an empty frame from its rendering', async () => {
    const render = renderer({ kind: 'rendered', url: URL_OF_PAGE, html: RENDERED });
    const read = await readPage(inline, FRAME, URL_OF_PAGE, {}, render);
    expect(render).toHaveBeenCalledWith(URL_OF_PAGE, undefined);
    expect(read.rendering).toBe('rendered');
    expect(read.page.text).toContain('Plans for every team');
    expect(read.page.title).toBe('Pricing | Acme');
    expect(read.html).toBe(RENDERED);
  });

  it('never renders a page served with its text, scripts or not', async () => {
    const render = renderer({ kind: 'rendered', url: URL_OF_PAGE, html: RENDERED });
    const read = await readPage(inline, SERVED, 'https://acme.test/guide', {}, render);
    expect(render).not.toHaveBeenCalled();
    expect(read).toMatchObject({ rendering: null, html: SERVED });
    expect(read.page.text).toContain('Plans for every team');
  });

  it('keeps the HTML when the rendering shows no more text', async () => {
    const read = await readPage(
      inline,
      FRAME,
      URL_OF_PAGE,
      {},
      renderer({ kind: 'rendered', url: URL_OF_PAGE, html: FRAME }),
    );
    expect(read).toMatchObject({ rendering: 'unchanged', html: FRAME });
  });

  it('keeps the HTML, saying why, when no render is left, none succeeds or none is at hand', async () => {
    expect(
      (await readPage(inline, FRAME, URL_OF_PAGE, {}, renderer({ kind: 'over_budget' }))).rendering,
    ).toBe('over_budget');
    expect((await readPage(inline, FRAME, URL_OF_PAGE, {}, renderer({ kind: 'failed' }))).rendering).toBe(
      'unrendered',
    );
    expect((await readPage(inline, FRAME, URL_OF_PAGE, {}, undefined)).rendering).toBe('unrendered');
  });

  it('does not read a rendering that a script took to another site', async () => {
    const render = renderer({ kind: 'rendered', url: 'https://elsewhere.test/', html: RENDERED });
    const read = await readPage(inline, FRAME, URL_OF_PAGE, {}, render);
    expect(read).toMatchObject({ rendering: 'unrendered', html: FRAME });
  });
});
