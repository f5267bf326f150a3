import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, ACTION_SAMPLE, CLI_SAMPLES } from './docs-examples.js';

const ACTION_YML = readFileSync(new URL('../../../../action.yml', import.meta.url), 'utf8');

/** The names under `inputs:` in action.yml, two spaces in. */
function declaredInputs(yaml: string): string[] {
  const block = yaml.slice(yaml.indexOf('\ninputs:\n'), yaml.indexOf('\nruns:\n'));
  return [...block.matchAll(/^ {2}([a-z-]+):$/gm)].map((match) => match[1] ?? '');
}

describe('the Docs page samples', () => {
  it('names only inputs the Action declares, and the ones a check needs: url and the thresholds', () => {
    const declared = declaredInputs(ACTION_YML);
    expect(declared).toEqual(expect.arrayContaining(Object.keys(ACTION_INPUTS)));
    expect(Object.keys(ACTION_INPUTS)).toEqual([
      'url',
      'fail-under',
      'expected-file',
      'readiness-fail-under',
    ]);
    expect(ACTION_SAMPLE.code).toMatch(/^ {6}- uses: [\w-]+\/signpost@main/m);
  });

  it('shows the commands a CI gate runs, with their thresholds', () => {
    const commands = CLI_SAMPLES.map((sample) => sample.code.replace(/\s+#.*$/, ''));
    expect(commands).toEqual([
      'npx signpost generate https://example.com',
      'signpost validate https://example.com --fail-under 80',
      'signpost readiness https://example.com --fail-under 70 --json',
    ]);
  });
});
