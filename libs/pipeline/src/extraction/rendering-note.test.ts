import { describe, expect, it } from 'vitest';
import { renderingNote } from './rendering-note.js';

describe('renderingNote', () => {
  it('says nothing when no page needed a browser, or rendering one showed nothing more', () => {
    expect(renderingNote({}, 50)).toBeNull();
    expect(renderingNote({ unchanged: 4, claimed: 1 }, 50)).toBeNull();
  });

  it('counts the pages read from their rendering', () => {
    expect(renderingNote({ rendered: 1 }, 50)).toBe(
      '1 page needed JavaScript to read: its text comes from its rendering.',
    );
  });

  it('counts the pages read from their HTML, and why', () => {
    expect(renderingNote({ over_budget: 3 }, 1)).toBe(
      '3 pages looked built by JavaScript but were read from their HTML alone: an analysis renders at most 1 page.',
    );
    expect(renderingNote({ rendered: 50, over_budget: 1, unrendered: 2 }, 50)).toBe(
      '50 pages needed JavaScript to read: their text comes from their rendering. ' +
        '1 more page looked built by JavaScript but was read from its HTML alone: an analysis renders at most 50 pages. ' +
        '2 more pages looked built by JavaScript but could not be rendered, and were read from their HTML alone.',
    );
  });
});
