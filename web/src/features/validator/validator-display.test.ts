import { describe, expect, it } from 'vitest';
import { scoreTone } from './validator-display.js';

describe('validator display rules', () => {
  it.each([
    [100, 'good'],
    [90, 'good'],
    [89, 'fair'],
    [75, 'fair'],
    [74, 'poor'],
    [0, 'poor'],
  ] as const)('colours a score of %i as %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});
