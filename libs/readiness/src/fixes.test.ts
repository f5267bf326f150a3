import { describe, expect, it } from 'vitest';
import { fixFor } from './fixes.js';

describe('fixFor', () => {
  it('never tells pages that already use <main> to mark their content with it', () => {
    for (const framework of [null, 'Docusaurus'] as const) {
      const fix = fixFor('content-start', { framework, host: null });
      expect(fix).not.toMatch(/mark (?:it|the content) with <main>/i);
      expect(fix).toContain('Move what comes before the <main> element after it');
    }
  });
});
