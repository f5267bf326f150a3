import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../bin/node-version.js';

describe('nodeVersionProblem', () => {
  it('stops an older Node with one line saying what to install', () => {
    expect(nodeVersionProblem('v20.20.2')).toBe(
      'signpost needs Node.js 24 or newer (this is v20.20.2). Install it from https://nodejs.org, or with `nvm install 24`.',
    );
    expect(nodeVersionProblem('v8.17.0')).toMatch(/^signpost needs Node.js 24 or newer/);
  });

  it('lets Node 24 and newer run the command', () => {
    expect(nodeVersionProblem('v24.0.0')).toBeNull();
    expect(nodeVersionProblem('v26.1.0')).toBeNull();
  });
});
