import type { Random } from './random.js';

/** The words one kind of site writes with; each generator brings its own. */
export interface Vocabulary {
  nouns: readonly string[];
  verbs: readonly string[];
  adjectives: readonly string[];
  /** Openers that tie a sentence to the previous one. */
  connectives: readonly string[];
  /** The generator's own sentence shapes; without them, the shared ones below. */
  patterns?: readonly Pattern[];
}

export type Pattern = (w: Words) => string;

const PATTERNS: readonly Pattern[] = [
  (w) => `${w.connective} the ${w.adjective} ${w.noun} ${w.verb}s each ${w.noun} it receives.`,
  (w) => `You can ${w.verb} a ${w.noun} without changing the ${w.adjective} ${w.noun}.`,
  (w) => `When the ${w.noun} is ${w.adjective}, ${w.verb} the ${w.noun} first and keep ${w.count} copies.`,
  (w) => `Most teams ${w.verb} their ${w.noun} once a ${w.period}, which keeps the ${w.noun} ${w.adjective}.`,
  (w) => `A ${w.adjective} ${w.noun} needs about ${w.count} ${w.noun}s before it can ${w.verb} reliably.`,
  (w) => `${w.connective} we ${w.verb} the ${w.noun} so that the ${w.noun} stays ${w.adjective}.`,
  (w) => `If a ${w.noun} fails to ${w.verb}, check the ${w.adjective} ${w.noun} and try again.`,
  (w) => `The ${w.noun} and the ${w.noun} ${w.verb} together, but only the ${w.noun} is ${w.adjective}.`,
  (w) => `Set the ${w.noun} to ${w.count} to ${w.verb} every ${w.adjective} ${w.noun} in one pass.`,
  (w) => `${w.connective} a ${w.noun} that is not ${w.adjective} will ${w.verb} more slowly.`,
  (w) => `Our ${w.noun} lets you ${w.verb} ${w.adjective} ${w.noun}s from a single ${w.noun}.`,
  (w) => `Each ${w.noun} has its own ${w.noun}, and ${w.verb}ing it takes ${w.count} ${w.period}s.`,
];

export interface Words {
  noun: string;
  verb: string;
  adjective: string;
  connective: string;
  count: number;
  period: string;
}

const PERIODS = ['minute', 'day', 'week', 'month', 'release', 'quarter'];

function wordsFrom(random: Random, vocabulary: Vocabulary): Words {
  // Getters, so every slot in a sentence draws a fresh word.
  return {
    get noun() {
      return random.pick(vocabulary.nouns);
    },
    get verb() {
      return random.pick(vocabulary.verbs);
    },
    get adjective() {
      return random.pick(vocabulary.adjectives);
    },
    get connective() {
      return random.pick(vocabulary.connectives);
    },
    get count() {
      return random.int(2, 60);
    },
    get period() {
      return random.pick(PERIODS);
    },
  };
}

export function sentence(random: Random, vocabulary: Vocabulary): string {
  const text = random.pick(vocabulary.patterns ?? PATTERNS)(wordsFrom(random, vocabulary));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sentences adding up to about `words` words. */
export function sentences(random: Random, vocabulary: Vocabulary, words: number): string[] {
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const next = sentence(random, vocabulary);
    out.push(next);
    count += next.split(' ').length;
  }
  return out;
}

/** Paragraphs of 3 to 6 sentences adding up to about `words` words. */
export function paragraphs(random: Random, vocabulary: Vocabulary, words: number): string[] {
  const all = sentences(random, vocabulary, words);
  const out: string[] = [];
  while (all.length > 0) out.push(all.splice(0, random.int(3, 6)).join(' '));
  return out;
}

/** The same text with about one word in `every` swapped for another of the vocabulary: a spun copy. */
export function respin(random: Random, vocabulary: Vocabulary, text: string, every: number): string {
  const pool = [...vocabulary.nouns, ...vocabulary.adjectives];
  return text
    .split(' ')
    .map((word) => (random.chance(1 / every) && /^[a-z]+$/.test(word) ? random.pick(pool) : word))
    .join(' ');
}

export const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et ' +
  'dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ' +
  'ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu ' +
  'fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia ' +
  'deserunt mollit anim id est laborum.';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** Keyword-stuffed text: the same few sentences said again and again with a word swapped each time. */
export function spun(random: Random, vocabulary: Vocabulary, keyword: string, words: number): string {
  const base = sentences(random, vocabulary, 50).map((line) => line.replace(/\.$/, ` with ${keyword}.`));
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const next = respin(random, vocabulary, random.pick(base), 6);
    out.push(next);
    count += next.split(' ').length;
  }
  return out.join(' ');
}
