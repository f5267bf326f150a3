import type { SharedReadinessReport } from '@signpost/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadinessReportView } from './ReadinessReportView.js';

const report = (overrides: Partial<SharedReadinessReport> = {}): SharedReadinessReport => ({
  id: '3f2b8c1e-6a4d-4e8f-9b7a-1c2d3e4f5a6b',
  url: 'https://quill.example',
  score: 62,
  checkedAt: '2026-05-01T12:00:00.000Z',
  platform: 'nginx',
  checks: [
    {
      id: 'llms-txt-found',
      category: 'llms-txt',
      status: 'pass',
      summary: 'llms.txt answers at /llms.txt.',
      fix: '',
    },
    {
      id: 'gptbot-allowed',
      category: 'crawlers',
      status: 'fail',
      summary: 'robots.txt blocks GPTBot from the whole site.',
      fix: 'Remove "Disallow: /" under "User-agent: GPTBot".\n<script>alert(1)</script>',
    },
    {
      id: 'markdown-alternates',
      category: 'markdown',
      status: 'warn',
      summary: 'No page offers a markdown version.',
      fix: 'Serve page.md next to each page.',
    },
    {
      id: 'sitemap-found',
      category: 'sitemap',
      status: 'skip',
      summary: 'The sitemap could not be read.',
      fix: 'Ignored for a skipped check.',
    },
  ],
  ...overrides,
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe('the readiness report', () => {
  it('shows the score in numbers and words, the platform, and the checks by category worst first', () => {
    const shown = text(renderToStaticMarkup(<ReadinessReportView report={report()} />));
    expect(shown).toContain('Score: 62 /100 Needs work 1 failing, 1 warning, 1 passed, 1 skipped');
    expect(shown).toContain('Fixes written for nginx');
    expect(shown).toMatch(/llms\.txt \(1 passed\).*Markdown for agents.*AI crawlers.*Sitemap/);
    expect(shown).toContain(
      '✗ Fail robots.txt blocks GPTBot from the whole site. How to fix Remove "Disallow: /" under "User-agent: GPTBot".',
    );
    expect(shown).toContain('! Warning No page offers a markdown version. How to fix Serve page.md');
    expect(shown).toContain('– Skipped The sitemap could not be read.');
    expect(shown).not.toContain('Ignored for a skipped check.');
  });

  it('renders a fix as text, never as markup', () => {
    const html = renderToStaticMarkup(<ReadinessReportView report={report()} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves out the platform line when the platform is unknown', () => {
    const shown = text(renderToStaticMarkup(<ReadinessReportView report={report({ platform: null })} />));
    expect(shown).not.toContain('Fixes written for');
  });
});
