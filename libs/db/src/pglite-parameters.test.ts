import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// PGlite is patched (patches/@electric-sql+pglite+*.patch) to count a parameter's UTF-8 bytes natively.
describe('PGlite parameters', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db?.close());

  it.each([
    ['plain text', 'a page of plain text '.repeat(500)],
    ['accents, CJK and emoji', 'Café 中文 😀 — ½ '.repeat(300)],
    ['a lone surrogate after an accent, as the encoder writes it', 'café\uDC00 and more'],
  ])('carries %s whole, byte for byte', async (_, text) => {
    const { rows } = await db.query<{ back: string; bytes: number }>(
      'select $1::text as back, octet_length($1::text) as bytes',
      [text],
    );
    expect(rows[0]?.back).toBe(Buffer.from(text, 'utf8').toString('utf8'));
    expect(rows[0]?.bytes).toBe(Buffer.byteLength(text, 'utf8'));
  });
});
