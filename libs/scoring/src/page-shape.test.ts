import { describe, expect, it } from 'vitest';
import { firstHeading, isChecklist, isDefinitionEntry, isReferenceEntry, parentPath } from './page-shape.js';

const OPTION =
  '# testTimeout [​](/config/testtimeout.html#testtimeout)\n\n- **Type:** `number`\n- **Default:** `5_000`\n\nDefault timeout of a test in milliseconds.';

describe('page shape', () => {
  it('reads an option page of typed fields and a definition as a definition entry', () => {
    expect(isDefinitionEntry(OPTION)).toBe(true);
    expect(isReferenceEntry(OPTION)).toBe(true);
    expect(isDefinitionEntry('# mode\n\n- **Type** `string`\n\nOverrides Vite mode.')).toBe(true);
  });

  it('reads a heading, a code block and a sentence as a reference entry, not a definition', () => {
    const example =
      '# assertType\n\nYou can use this function to assert the type of its argument.\n\n```ts\nassertType<string>(a)\n```';
    expect(isReferenceEntry(example)).toBe(true);
    expect(isDefinitionEntry(example)).toBe(false);
  });

  it('does not read notices, stubs or code without a word as reference entries', () => {
    expect(isReferenceEntry('# Release 2.1.0\n\nBug fixes and performance improvements.')).toBe(false);
    expect(isReferenceEntry('# Setup\n\n```sh\nnpm i\n```')).toBe(false);
    expect(isReferenceEntry('- **Type:** `number`\n\nNo heading above this definition.')).toBe(false);
  });

  it('names the entry by its first heading without the anchor link', () => {
    expect(firstHeading(OPTION)).toBe('testtimeout');
  });

  it('recognises a checklist', () => {
    expect(isChecklist('- [x] one\n- \\[x] two\n- [ ] three')).toBe(true);
    expect(isChecklist('- one\n- two\n- three')).toBe(false);
  });

  it('gives the folder of a page', () => {
    expect(parentPath('https://a.test/config/browser/ui.html')).toBe('/config/browser/');
    expect(parentPath('https://a.test/guide/')).toBe('/');
  });
});
