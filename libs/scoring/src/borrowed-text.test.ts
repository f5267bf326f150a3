import { describe, expect, it } from 'vitest';
import { borrowedShares } from './borrowed-text.js';
import { textPrint, tokenize } from './text-signals.js';

const printOf = (text: string) => textPrint(tokenize(text));

const posts = [
  'Tomatoes in pots need a deep container, a sunny wall and water every evening once the first trusses set. ' +
    'I feed them weekly with a comfrey tea that costs nothing and smells terrible, and pinch out side shoots ' +
    'so the plant puts its effort into fruit rather than leaves. By August the plants reach the gutter. ' +
    'Blight arrives with the first warm wet week, so I water the soil and never the leaves, and I remove ' +
    'any yellowing foliage before it touches the compost heap. Saved seed from the best fruit goes into ' +
    'an envelope labelled with the variety, the date and a note on flavour for next spring.',
  'A rain barrel under the shed roof fills in a single storm and waters the whole plot for a week. ' +
    'Fit a diverter on the downpipe, raise the barrel on blocks so a can fits under the tap, and cover ' +
    'the top with mesh to keep mosquitoes and leaves out of the water over the summer months. ' +
    'A second barrel linked with a short hose doubles the store without another downpipe, and an overflow ' +
    'pipe leads the surplus to a pond instead of the foundations. In winter I drain both and leave the ' +
    'taps open, because a frozen barrel splits along its seams and is then only good for compost.',
];

const excerpt = (text: string) => text.split(' ').slice(0, 30).join(' ');

describe('borrowed text', () => {
  it('is high for a listing made of excerpts and low for the posts it quotes', () => {
    const listing = posts
      .map((post, index) => `Post ${index + 1}, March 2026. ${excerpt(post)} Read more.`)
      .join('\n');
    const shares = borrowedShares([
      { url: '/tomatoes', tokens: printOf(posts[0] ?? ''), group: 0 },
      { url: '/rain-barrel', tokens: printOf(posts[1] ?? ''), group: 1 },
      { url: '/tag/diy', tokens: printOf(listing), group: 2 },
    ]);
    expect(shares.get('/tag/diy')).toBeGreaterThan(0.5);
    expect(shares.get('/tomatoes')).toBeLessThan(0.5);
    expect(shares.get('/rain-barrel')).toBeLessThan(0.5);
  });

  it('does not count text shared within a near-duplicate group', () => {
    const shares = borrowedShares([
      { url: '/a', tokens: printOf(posts[0] ?? ''), group: 0 },
      { url: '/a-copy', tokens: printOf(posts[0] ?? ''), group: 0 },
    ]);
    expect([...shares.values()]).toEqual([0, 0]);
  });
});
