import { parseArgs } from 'node:util';

export const USAGE = `Usage:
  signpost validate <url|file> [--json] [--no-robots] [--fail-under N]
      Check an llms.txt: a website address (its /llms.txt is read) or a local file.
      With --fail-under, a score below N (0-100) fails too, so CI can gate on it.
  signpost readiness <url> [--json] [--fail-under N]
      Check everything an AI agent needs from a site (llms.txt, markdown, discovery links,
      robots.txt towards AI agents, sitemap, pages without JavaScript), each with a fix.
  signpost generate <url> [--max-pages N] [--out DIR] [--all-languages] [--json]
      Analyse a website in this process and write llms.txt and llms-full.txt to DIR (default: .),
      for the site's default language; with --all-languages, also one pair per other language,
      in the folder of DIR where it belongs on the site (de/llms.txt for the pages under /de/).

Exit status: 0 ok, 1 invalid file, score under --fail-under, failed check or failed analysis, 2 usage error.`;

/** The command line is wrong; the message says how, and the usage follows it. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type Command =
  | { name: 'help' }
  | { name: 'validate'; target: string; json: boolean; robots: boolean; failUnder: number | undefined }
  | { name: 'readiness'; url: string; json: boolean; failUnder: number | undefined }
  | {
      name: 'generate';
      url: string;
      maxPages: number | undefined;
      outDir: string;
      allLanguages: boolean;
      json: boolean;
    };

const MAX_PAGES_LIMIT = 1000;

function readFailUnder(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const score = Number(value);
  if (value.trim() === '' || !Number.isInteger(score) || score < 0 || score > 100) {
    throw new UsageError(`--fail-under must be a whole number from 0 to 100, not "${value}".`);
  }
  return score;
}

function readMaxPages(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const pages = Number(value);
  if (!Number.isInteger(pages) || pages < 1 || pages > MAX_PAGES_LIMIT) {
    throw new UsageError(`--max-pages must be a whole number from 1 to ${MAX_PAGES_LIMIT}, not "${value}".`);
  }
  return pages;
}

export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      allowNegative: true,
      options: {
        json: { type: 'boolean', default: false },
        robots: { type: 'boolean', default: true },
        'max-pages': { type: 'string' },
        'fail-under': { type: 'string' },
        out: { type: 'string', default: '.' },
        'all-languages': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, target, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra.join(' ')}".`);
  if (name === 'validate') {
    if (target === undefined) throw new UsageError('validate needs a website address or a file.');
    if (values['max-pages'] !== undefined) throw new UsageError('--max-pages belongs to generate.');
    if (values['all-languages']) throw new UsageError('--all-languages belongs to generate.');
    return {
      name,
      target,
      json: values.json,
      robots: values.robots,
      failUnder: readFailUnder(values['fail-under']),
    };
  }
  if (name === 'readiness') {
    if (target === undefined) throw new UsageError('readiness needs a website address.');
    if (values['max-pages'] !== undefined) throw new UsageError('--max-pages belongs to generate.');
    if (values['all-languages']) throw new UsageError('--all-languages belongs to generate.');
    if (!values.robots)
      throw new UsageError('--no-robots belongs to validate; readiness always reads robots.txt.');
    return { name, url: target, json: values.json, failUnder: readFailUnder(values['fail-under']) };
  }
  if (name === 'generate') {
    if (target === undefined) throw new UsageError('generate needs a website address.');
    if (!values.robots)
      throw new UsageError('--no-robots belongs to validate; generate always obeys robots.txt.');
    if (values['fail-under'] !== undefined)
      throw new UsageError('--fail-under belongs to validate and readiness.');
    return {
      name,
      url: target,
      maxPages: readMaxPages(values['max-pages']),
      outDir: values.out,
      allLanguages: values['all-languages'],
      json: values.json,
    };
  }
  throw new UsageError(`Unknown command "${name}".`);
}
