import { describe, expect, it } from 'vitest';
import { generateLlmsTxt } from './generate.js';

describe('generateLlmsTxt', () => {
  it('writes the name, summary and sections grouped by category in a fixed order', () => {
    const content = generateLlmsTxt({
      siteName: 'Acme',
      summary: 'Acme makes   rockets.\nFast ones.',
      pages: [
        {
          url: 'https://acme.test/blog/launch',
          title: 'Launch day',
          description: 'We launched.',
          category: 'blog',
        },
        {
          url: 'https://acme.test/docs/start',
          title: 'Getting started',
          description: 'Install it.',
          category: 'docs',
        },
        { url: 'https://acme.test/terms', title: 'Terms', description: '', category: 'legal' },
      ],
    });
    expect(content).toBe(
      [
        '# Acme',
        '',
        '> Acme makes rockets. Fast ones.',
        '',
        '## Documentation',
        '',
        '- [Getting started](https://acme.test/docs/start): Install it.',
        '',
        '## Blog',
        '',
        '- [Launch day](https://acme.test/blog/launch): We launched.',
        '',
        '## Legal',
        '',
        '- [Terms](https://acme.test/terms)',
        '',
      ].join('\n'),
    );
  });

  it('escapes brackets in titles and parentheses in urls', () => {
    const content = generateLlmsTxt({
      siteName: 'X',
      summary: '',
      pages: [
        { url: 'https://x.test/a_(b)', title: 'Arrays [] and\nmaps', description: '', category: 'docs' },
      ],
    });
    expect(content).toContain('- [Arrays \\[\\] and maps](https://x.test/a_%28b%29)');
    expect(content).not.toMatch(/ +\n/);
    expect(content.endsWith('\n')).toBe(true);
  });
});
