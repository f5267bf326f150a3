import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import vitestConfig from '../../vitest.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How a test reaches Postgres, Redis or Chromium (libs/testing's backends, playwright-core). */
const REACHES_A_SERVICE = [
  /\bcreateTestRedis\(/,
  /\bcreateTestDatabase\(/,
  /\bopenTestDatabase\(/,
  /\bDATABASE_BACKENDS\b/,
  /from ['"]playwright-core['"]/,
  /\bcreateChromiumRenderer\(/,
];

it('keeps to tests a clone runs as it is: no database, queue or browser', () => {
  const unit = (vitestConfig.test?.projects ?? []).find(
    (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
  );
  const test = typeof unit === 'object' && 'test' in unit ? unit.test : undefined;
  const files = globSync(test?.include ?? [], { cwd: root, exclude: test?.exclude ?? [] });
  expect(files.length).toBeGreaterThan(100);
  const reaching = files.filter((file) =>
    REACHES_A_SERVICE.some((pattern) => pattern.test(readFileSync(path.join(root, file), 'utf8'))),
  );
  expect(reaching).toEqual([]);
});
