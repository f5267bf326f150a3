import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@signpost/config';
import { renderSettingsDoc, SETTINGS_DOC_PATH } from '../../scripts/settings-doc.mjs';

describe('docs/settings.md', () => {
  it('is the page the config schema writes (after changing a setting, run `npm run docs:settings`)', async () => {
    expect(readFileSync(SETTINGS_DOC_PATH, 'utf8')).toBe(await renderSettingsDoc());
  });

  it('has one row for each setting of the schema, with its default', async () => {
    const rows = (await renderSettingsDoc()).split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => /^\| `([A-Z0-9_]+)`/.exec(row)?.[1])).toEqual(Object.keys(envSchema.shape));
    expect(rows.find((row) => row.startsWith('| `PORT`'))).toMatch(/\| `3000` +\|/);
    expect(rows.find((row) => row.startsWith('| `DATABASE_URL`'))).toMatch(/\| unset +\|/);
    expect(rows.find((row) => row.startsWith('| `PLAN_SOLO_MAX_PAGES`'))).toMatch(/\| catalogue: `200` +\|/);
  });
});
