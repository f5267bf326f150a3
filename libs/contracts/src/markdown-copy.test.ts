import { describe, expect, it } from 'vitest';
import { copyPathOf, markdownCopyPath, markdownCopyUrl } from './markdown-copy.js';

describe('markdown copies’ addresses', () => {
  it('names a copy after its page’s path: decoded, without outer slashes, index for the root', () => {
    expect(markdownCopyPath('https://docs.example/')).toBe('index');
    expect(markdownCopyPath('https://docs.example/guide/')).toBe('guide');
    expect(markdownCopyPath('https://docs.example/guide/why.html?tab=2#top')).toBe('guide/why.html');
    expect(markdownCopyPath('https://docs.example/caf%C3%A9/menu')).toBe('café/menu');
    expect(markdownCopyPath(`https://docs.example/${'a'.repeat(1_001)}`)).toBeUndefined();
  });

  it('writes a copy’s address encoded, and reads the path back from it', () => {
    const url = markdownCopyUrl('https://signpost.example/s/docs', 'café/a b');
    expect(url).toBe('https://signpost.example/s/docs/pages/caf%C3%A9/a%20b.md');
    expect(copyPathOf('café/a b.md')).toBe('café/a b');
    expect(copyPathOf('index.md')).toBe('index');
    expect(copyPathOf('index')).toBeUndefined();
    expect(copyPathOf('.md')).toBeUndefined();
  });
});
