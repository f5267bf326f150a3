import { describe, expect, it } from 'vitest';
import { readMarkdown } from './markdown-facts.js';

describe('reading a markdown copy', () => {
  it('finds unclosed fences, path-relative links and generic headings', () => {
    const facts = readMarkdown(
      '# Page\n\n## Overview\n\nSee [the guide](guide.md).\n\n```sh\nnpm install\n',
      null,
    );
    expect(facts).toMatchObject({
      unclosedFence: true,
      relativeLinks: true,
      headings: 1,
      genericHeadings: 1,
      missing: null,
    });
    expect(readMarkdown('[a](/guide) [b](https://x.test/a) [c](#top)', null).relativeLinks).toBe(false);
  });

  it('reads a million "](" pairs as no link at all', () => {
    expect(readMarkdown(']('.repeat(1_000_000), null)).toMatchObject({
      relativeLinks: false,
      chars: 2_000_000,
    });
  });

  it('measures the long words of its page that the copy misses', () => {
    expect(readMarkdown('Agents read markdown.', ['agents', 'markdown', 'scripts', 'pages']).missing).toBe(
      0.5,
    );
    expect(readMarkdown('Anything.', []).missing).toBe(0);
  });
});
