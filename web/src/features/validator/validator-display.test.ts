import { describe, expect, it } from 'vitest';
import { scoreTone, validatorAllowance } from './validator-display.js';

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

  it('says what limit applies to the person checking: a visitor or demo a few a day, an account none', () => {
    expect(validatorAllowance(null, 3)).toEqual({
      text: 'Free validation: 3 checks per day',
      offerSignUp: true,
    });
    expect(validatorAllowance({ isDemo: true }, 1).text).toBe(
      'Demo session: 1 check per day, as for a visitor',
    );
    expect(validatorAllowance({ isDemo: false }, 3)).toEqual({
      text: 'Signed in: unlimited checks',
      offerSignUp: false,
    });
  });
});
