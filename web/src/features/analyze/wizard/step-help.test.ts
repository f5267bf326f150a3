import { describe, expect, it } from 'vitest';
import { stepHelpContext } from './step-help.js';

describe('the help topic of each wizard step', () => {
  it('opens help on the step shown', () => {
    expect(stepHelpContext('URL_INPUT')).toBe('url-input');
    expect(stepHelpContext('TIER_SELECTION')).toBe('url-input');
    expect(stepHelpContext('EMAIL_CAPTURE')).toBe('email-capture');
    expect(stepHelpContext('ANALYSIS')).toBe('analysis');
    expect(stepHelpContext('REVIEW')).toBe('review');
    expect(stepHelpContext('GENERATION')).toBe('generation');
    expect(stepHelpContext('ERROR')).toBe('error');
  });
});
