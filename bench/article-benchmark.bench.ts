import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractPage } from '@signpost/extraction/extract-page';
import { describe, expect, it } from 'vitest';

/**
 * Main content on Zyte's public article-extraction benchmark (181 news and blog pages, scored by the
 * benchmark's own evaluate.py), as an llms-full.txt section gets it: extractPage's markdown. Run:
 *
 *   git clone https://github.com/scrapinghub/article-extraction-benchmark /somewhere/article-benchmark
 *   ARTICLE_BENCHMARK_DIR=/somewhere/article-benchmark npm run bench -- bench/article-benchmark.bench.ts
 *
 * The score is computed here (the same metric, below) for the whole set and for its two halves:
 * the odd-numbered pages (in the order of their ids) were the ones looked at while tuning the
 * reader, the even-numbered ones were held out. When python3 is on the path, evaluate.py scores the
 * same output too, and the published outputs of two other extractors are scored here, so that a
 * difference between the two implementations shows.
 */
const BENCHMARK_DIR = process.env['ARTICLE_BENCHMARK_DIR'];
const REFERENCE_OUTPUTS = ['readability_js', 'trafilatura'];
const SHINGLE_TOKENS = 4;

type Articles = Record<string, { articleBody?: string }>;
type Counts = [tp: number, fp: number, fn: number];

interface Score {
  f1: number;
  precision: number;
  recall: number;
  accuracy: number;
}

/** Python's `\w+` over str (letters, digits of any script and `_`, no combining marks). */
const tokensOf = (text: string) => text.match(/[\p{L}\p{N}_]+/gu) ?? [];

/** evaluate.py's `_ngrams`: 4-token shingles, or the whole text when it has fewer tokens. */
function shingles(text: string): Map<string, number> {
  const tokens = tokensOf(text);
  const counts = new Map<string, number>();
  for (let start = 0; start < Math.max(1, tokens.length - SHINGLE_TOKENS + 1); start += 1) {
    const shingle = tokens.slice(start, start + SHINGLE_TOKENS);
    if (shingle.length === 0) continue;
    const key = shingle.join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** evaluate.py's `string_shingle_matching`: TP, FP, FN over shingles, normalised to sum to 1. */
function matching(expected: string, predicted: string): Counts {
  const theirs = shingles(expected);
  const ours = shingles(predicted);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...theirs.keys(), ...ours.keys()])) {
    const want = theirs.get(key) ?? 0;
    const got = ours.get(key) ?? 0;
    tp += Math.min(want, got);
    fp += Math.max(0, got - want);
    fn += Math.max(0, want - got);
  }
  const sum = tp + fp + fn;
  return sum > 0 ? [tp / sum, fp / sum, fn / sum] : [tp, fp, fn];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** evaluate.py's `metrics_from_tp_fp_fns` and `get_accuracy` over some pages. */
function score(expected: Articles, predicted: Articles, ids: readonly string[]): Score {
  const precisions: number[] = [];
  const recalls: number[] = [];
  const exact: number[] = [];
  for (const id of ids) {
    const want = expected[id]?.articleBody ?? '';
    const got = predicted[id]?.articleBody ?? '';
    const [tp, fp, fn] = matching(want, got);
    const perfect = fp === 0 && fn === 0;
    if (tp + fp > 0) precisions.push(perfect ? 1 : tp / (tp + fp));
    if (tp + fn > 0) recalls.push(perfect ? 1 : tp / (tp + fn));
    exact.push(tokensOf(want).join(' ') === tokensOf(got).join(' ') ? 1 : 0);
  }
  const precision = mean(precisions);
  const recall = mean(recalls);
  return { f1: (2 * precision * recall) / (precision + recall), precision, recall, accuracy: mean(exact) };
}

const figures = ({ f1, precision, recall, accuracy }: Score) =>
  `F1 ${f1.toFixed(3)}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  accuracy ${accuracy.toFixed(3)}`;

/** A published output file: either the plain mapping or `{version, output}` around it. */
function readOutput(path: string): Articles {
  const data = JSON.parse(readFileSync(path, 'utf8')) as Articles | { version: string; output: Articles };
  return 'output' in data && 'version' in data ? (data.output as Articles) : (data as Articles);
}

/** evaluate.py's own figures for one output file, or why there are none. */
function officialScore(dir: string, outputFile: string): string {
  const program = [
    'import json, sys',
    'from pathlib import Path',
    'sys.path.insert(0, sys.argv[1])',
    'import evaluate as e',
    'truth = e.load_json(Path(sys.argv[1]) / "ground-truth.json")',
    'prediction, _ = e.load_prediction(Path(sys.argv[2]))',
    'm = e.evaluate(truth, prediction, 200)',
    'print(json.dumps({k: m[k] for k in ("f1", "precision", "recall", "accuracy", "f1_std")}))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', program, dir, outputFile], { encoding: 'utf8' });
  if (run.error !== undefined || run.status !== 0) {
    return `not run (${run.error?.message ?? run.stderr.trim().split('\n').at(-1)})`;
  }
  const official = JSON.parse(run.stdout) as Score & { f1_std: number };
  return `${figures(official)}  (F1 ± ${official.f1_std.toFixed(3)} by its bootstrap)`;
}

function report(
  name: string,
  expected: Articles,
  predicted: Articles,
  halves: { all: string[]; odd: string[]; even: string[] },
) {
  console.log(
    `${name.padEnd(26)} all ${halves.all.length}: ${figures(score(expected, predicted, halves.all))}`,
  );
  console.log(`${''.padEnd(26)} odd (tuned on): ${figures(score(expected, predicted, halves.odd))}`);
  console.log(`${''.padEnd(26)} even (held out): ${figures(score(expected, predicted, halves.even))}`);
}

describe('main content on the article-extraction benchmark', () => {
  it('prints F1, precision and recall over its 181 pages', (context) => {
    if (BENCHMARK_DIR === undefined) {
      console.log(
        'ARTICLE_BENCHMARK_DIR is not set: clone https://github.com/scrapinghub/article-extraction-benchmark ' +
          'and set it to that folder to run this benchmark. Skipped.',
      );
      context.skip();
      return;
    }
    const dir = BENCHMARK_DIR;
    const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<
      string,
      { articleBody?: string; url?: string }
    >;
    const ids = Object.keys(truth).sort();
    expect(readdirSync(join(dir, 'html')).filter((name) => name.endsWith('.html.gz'))).toHaveLength(
      ids.length,
    );
    const halves = {
      all: ids,
      odd: ids.filter((_, index) => index % 2 === 0),
      even: ids.filter((_, index) => index % 2 === 1),
    };

    const predicted: Articles = {};
    let elapsed = 0;
    for (const id of ids) {
      const html = gunzipSync(readFileSync(join(dir, 'html', `${id}.html.gz`))).toString('utf8');
      const start = performance.now();
      predicted[id] = {
        articleBody: extractPage(html, truth[id]?.url ?? 'https://article.example/').markdown,
      };
      elapsed += performance.now() - start;
    }

    const work = mkdtempSync(join(tmpdir(), 'article-benchmark-'));
    const outputFile = join(work, 'signpost.json');
    writeFileSync(outputFile, JSON.stringify(predicted));
    report('signpost (markdown)', truth, predicted, halves);
    console.log(`${''.padEnd(26)} evaluate.py, all: ${officialScore(dir, outputFile)}`);
    console.log(`${''.padEnd(26)} ${(elapsed / ids.length).toFixed(1)} ms/page extracting`);
    const worst = ids
      .map((id) => {
        const [tp, fp, fn] = matching(truth[id]?.articleBody ?? '', predicted[id]?.articleBody ?? '');
        return { id, f1: tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn) };
      })
      .sort((a, b) => a.f1 - b.f1)
      .slice(0, 5)
      .map(({ id, f1 }) => `${id.slice(0, 8)} ${f1.toFixed(3)}`);
    console.log(`${''.padEnd(26)} worst pages by shingle F1: ${worst.join(', ')}`);
    rmSync(work, { recursive: true, force: true });

    for (const name of REFERENCE_OUTPUTS) {
      const path = join(dir, 'output', `${name}.json`);
      report(`${name} (published output)`, truth, readOutput(path), halves);
    }
  });
});
