import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

// linkedom is patched (patches/linkedom+*.patch) to make a node's listener table on its first listener.
describe("linkedom's events, with listener tables made on demand", () => {
  it('calls a listener until it is removed, and lets a node without listeners be asked to remove one', () => {
    const { document, Event } = parseHTML('<html><body><p>One</p></body></html>');
    const paragraph = document.querySelector('p')!;
    const heard: string[] = [];
    const listener = (event: Event) => heard.push(event.type);
    expect(() => paragraph.removeEventListener('ping', listener)).not.toThrow();
    expect(paragraph.dispatchEvent(new Event('ping'))).toBe(true);
    paragraph.addEventListener('ping', listener);
    paragraph.dispatchEvent(new Event('ping'));
    paragraph.removeEventListener('ping', listener);
    paragraph.dispatchEvent(new Event('ping'));
    expect(heard).toEqual(['ping']);
  });
});
