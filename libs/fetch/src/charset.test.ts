import { describe, expect, it } from 'vitest';
import { decodeBody, mediaType } from './charset.js';

describe('decodeBody', () => {
  it('uses the charset of the Content-Type header', () => {
    expect(decodeBody(Buffer.from('café', 'latin1'), 'text/html; charset=ISO-8859-1')).toBe('café');
    expect(decodeBody(Buffer.from('café', 'latin1'), 'text/html; charset="windows-1252"')).toBe('café');
  });

  it('falls back to a byte-order mark, then a markup declaration, then UTF-8', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('hé', 'utf16le')]);
    expect(decodeBody(utf16, 'text/plain')).toBe('hé');
    const declared = Buffer.from('<html><head><meta charset="iso-8859-1"></head>é</html>', 'latin1');
    expect(decodeBody(declared, 'text/html')).toContain('</head>é');
    expect(decodeBody(Buffer.from('naïve', 'utf8'), undefined)).toBe('naïve');
  });

  it('ignores an unknown charset label', () => {
    expect(decodeBody(Buffer.from('naïve', 'utf8'), 'text/html; charset=klingon')).toBe('naïve');
  });
});

describe('mediaType', () => {
  it('lower-cases and drops parameters', () => {
    expect(mediaType('Text/HTML; charset=utf-8')).toBe('text/html');
    expect(mediaType(undefined)).toBeNull();
    expect(mediaType('')).toBeNull();
  });
});
