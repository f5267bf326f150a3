import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readMainContent } from './read-main-content.js';

const ARTICLE = (head: string) => `<html><head>${head}<title>Start</title></head><body><main>
  <h1>Start</h1>
  <p>Read the <a href="install">install guide</a> and the <a href="/docs/faq">questions</a> first, then
  come back here to finish setting up your account, your team, and the projects they share.</p>
  <p>Each project has its own settings, its own members, and its own history of changes.</p>
  </main></body></html>`;

const hrefsOf = (html: string) =>
  load(html)('a')
    .toArray()
    .map((link) => link.attribs['href']);

describe('readMainContent', () => {
  it('gives the content’s links absolute, against the page’s address', () => {
    const main = readMainContent(load(ARTICLE('')), 'https://acme.test/guide/start');
    expect(hrefsOf(main.html)).toEqual(['https://acme.test/guide/install', 'https://acme.test/docs/faq']);
  });

  it('resolves them against the page’s own base when it names one', () => {
    const main = readMainContent(load(ARTICLE('<base href="/v2/">')), 'https://acme.test/guide/start');
    expect(hrefsOf(main.html)).toEqual(['https://acme.test/v2/install', 'https://acme.test/docs/faq']);
  });
});
