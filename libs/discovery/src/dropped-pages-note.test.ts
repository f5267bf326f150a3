import { describe, expect, it } from 'vitest';
import { droppedPagesNote } from './dropped-pages-note.js';

describe('droppedPagesNote', () => {
  it('says why when more than half of the addresses read were let go', () => {
    expect(droppedPagesNote(1, { canonical_elsewhere: 70, redirected: 70, not_found: 2 })).toBe(
      'Only 1 page was kept of 73 addresses read: 70 named another address as their canonical one, 2 answered 404 or 410. The result covers part of the site.',
    );
  });

  it('says nothing when most pages were kept, redirects counting as kept where they land', () => {
    expect(droppedPagesNote(71, { redirected: 70 })).toBeNull();
    expect(droppedPagesNote(10, { duplicate: 4, noindex: 6 })).toBeNull();
    expect(droppedPagesNote(0, {})).toBeNull();
  });
});
