import { describe, expect, it } from 'vitest';
import { publishedAddressNote } from './publish-address-note.js';

describe('the note under a published address', () => {
  it('tells a verified address from one with a random part, and says how to move to the site’s own', () => {
    expect(publishedAddressNote(true)).toContain('your site’s own address');
    const own = publishedAddressNote(false);
    expect(own).toContain('random part');
    expect(own).toContain('publish again');
    expect(publishedAddressNote(undefined)).toContain('once you have proved');
  });
});
