import { describe, expect, it } from 'vitest';
import {
  analyzeRequestSchema,
  describeFileStats,
  displayTitle,
  extractBatchPayloadSchema,
  generateLlmFileRequestSchema,
} from './index.js';
import { defaultSelection, matchesFilter, qualityBand } from './selection.js';
import {
  isValidWebsiteUrl,
  normalizeWebsiteUrl,
  websiteUrlProblem,
  websiteUrlWarning,
  withDefaultProtocol,
} from './website-url.js';

describe('website address rules', () => {
  it.each([
    ['example.com', true],
    ['https://example.com', true],
    ['http://sub.example.co.uk/docs?x=1', true],
    ['  example.com  ', true],
    ['localhost', false],
    ['https://example', false],
    ['ftp://example.com', false],
    ['not a url', false],
    ['', false],
    ['https://exa mple.com', false],
    ['javascript:alert(1)', false],
  ])('%j is valid: %s', (input, valid) => {
    expect(isValidWebsiteUrl(input)).toBe(valid);
  });

  it('adds https:// only when the protocol is missing', () => {
    expect(withDefaultProtocol('example.com')).toBe('https://example.com');
    expect(withDefaultProtocol('http://example.com')).toBe('http://example.com');
  });

  it('normalises host case, fragments and the empty path', () => {
    expect(normalizeWebsiteUrl('Example.COM#top')).toBe('https://example.com/');
    expect(normalizeWebsiteUrl('https://example.com/docs/')).toBe('https://example.com/docs/');
  });
});

describe('request contracts', () => {
  it('defaults force to false and rejects unknown shapes', () => {
    expect(analyzeRequestSchema.parse({ url: 'example.com' })).toEqual({ url: 'example.com', force: false });
    expect(analyzeRequestSchema.safeParse({ url: 'example.com', email: 'x' }).success).toBe(false);
  });

  it('requires at least one selected page', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(generateLlmFileRequestSchema.safeParse({ analysisId: id, selectedPages: [] }).success).toBe(false);
    const parsed = generateLlmFileRequestSchema.parse({
      analysisId: id,
      selectedPages: [{ url: 'https://a.test/' }],
    });
    expect(parsed.selectedPages?.[0]?.selected).toBe(true);
  });

  it('keeps job payloads to ids only', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(extractBatchPayloadSchema.safeParse({ analysisId: id, batch: 0 }).success).toBe(true);
    expect(extractBatchPayloadSchema.safeParse({ analysisId: id, batch: 0, html: '<p>' }).success).toBe(
      false,
    );
    expect(extractBatchPayloadSchema.safeParse({ analysisId: id, batch: -1 }).success).toBe(false);
  });
});

describe('selection rules', () => {
  it('bands scores as the badges show them', () => {
    expect([9, 8, 7.9, 6, 5.9, 1].map(qualityBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  it('selects pages scoring 5 or more', () => {
    const pages = [
      { url: 'a', qualityScore: 5 },
      { url: 'b', qualityScore: 4.9 },
      { url: 'c', qualityScore: 9 },
    ];
    expect([...defaultSelection(pages)].sort()).toEqual(['a', 'c']);
  });

  it('falls back to the 3 best when none reaches 5', () => {
    const pages = [1, 4, 2, 3, 4.5].map((qualityScore, i) => ({ url: `p${i}`, qualityScore }));
    expect([...defaultSelection(pages)].sort()).toEqual(['p1', 'p3', 'p4']);
  });

  it('filters by quality and category', () => {
    expect(matchesFilter({ qualityScore: 7, category: 'blog' }, 'high-quality')).toBe(true);
    expect(matchesFilter({ qualityScore: 6.9, category: 'blog' }, 'high-quality')).toBe(false);
    expect(matchesFilter({ qualityScore: 1, category: 'api-reference' }, 'documentation')).toBe(true);
    expect(matchesFilter({ qualityScore: 1, category: 'tutorial' }, 'tutorials')).toBe(true);
    expect(matchesFilter({ qualityScore: 1, category: 'blog' }, 'tutorials')).toBe(false);
  });
});

describe('describeFileStats', () => {
  it('counts sections and links in words', () => {
    const stats = { characters: 10, lines: 3 };
    expect(describeFileStats({ ...stats, sections: 1, links: 1 })).toBe('1 section, 1 link');
    expect(describeFileStats({ ...stats, sections: 0, links: 24 })).toBe('0 sections, 24 links');
  });
});

describe('displayTitle', () => {
  it.each([
    ['Install the CLI | Acme', 'Acme', 'Install the CLI'],
    ['Acme — Pricing', 'Acme', 'Pricing'],
    ['Docs: Routing - ACME', 'Acme', 'Docs: Routing'],
    ['Acme', 'Acme', 'Acme'],
    ['Acme Cloud | Deploy', 'Acme', 'Acme Cloud | Deploy'],
    ['Install | Acme', null, 'Install | Acme'],
    ['  Spaced title  ', 'Acme', 'Spaced title'],
    ['C++ guide | C++ (Site)', 'C++ (Site)', 'C++ guide'],
  ])('%j under %j reads %j', (title, siteName, expected) => {
    expect(displayTitle(title, siteName)).toBe(expected);
  });
});

describe('what the address form says as an address is typed', () => {
  it.each([
    ['localhost:8080', /localhost is this computer/],
    ['not a url', /no spaces/],
    ['ftp://example.com', /Only http:\/\/ and https:\/\//],
    ['intranet', /“intranet” is not a full domain name: add its ending, such as intranet.com/],
    ['https://', /Enter a full address/],
  ])('explains why %s cannot be analysed', (input, reason) => {
    expect(websiteUrlProblem(input)).toMatch(reason);
  });

  it('has nothing to say of a good address, or of nothing typed yet', () => {
    for (const input of ['', 'example.com', 'https://example.com/docs', '127.0.0.1:8080']) {
      expect(websiteUrlProblem(input)).toBeNull();
    }
  });

  it('warns, without refusing, of a private address that only an install set up for it reads', () => {
    expect(websiteUrlWarning('127.0.0.1:8080')).toMatch(/127\.0\.0\.1 is a private address/);
    expect(websiteUrlWarning('http://192.168.1.20/')).toMatch(/private address/);
    expect(websiteUrlWarning('example.com')).toBeNull();
  });
});
