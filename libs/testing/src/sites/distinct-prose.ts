const WORDS =
  'widget render layout theme token cache queue stream buffer plugin module bundle runtime memory storage volume schema request response server deploy install example review policy'.split(
    ' ',
  );

/**
 * Four paragraphs of prose that are the same for the same key and unlike any other key's, so that
 * fixture pages are worth listing and none reads as a copy of another.
 */
export function distinctProse(key: string): string {
  let seed = 7;
  for (const char of key) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % WORDS.length;
  return Array.from({ length: 4 }, () => {
    const sentences = Array.from({ length: 6 }, () => {
      const words = Array.from({ length: 11 }, () => WORDS[next()] ?? 'widget');
      return `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`;
    });
    return `<p>${sentences.join(' ')}</p>`;
  }).join('\n');
}
