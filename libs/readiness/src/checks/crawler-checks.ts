import type { RobotsFacts, RobotsVerdicts } from '../reading/robots-facts.js';
import type { SiteReading } from '../site-reading.js';
import { forbids } from '../usage-signals.js';
import { check, plural, tooCostly, type CheckResult } from '../check-result.js';

const RULES_UNREAD =
  "robots.txt's rules could not be matched against the site's addresses within the limits a report allows (time and memory).";

function agentsCheck(verdicts: RobotsVerdicts): CheckResult {
  const { answeringBlocked: answering, trainingBlocked: training } = verdicts;
  if (answering.length > 0) {
    return check(
      'ai-crawlers-allowed',
      'crawlers',
      'fail',
      `robots.txt shuts out ${answering.join(', ')}: AI search and assistants cannot read the site for their answers.`,
    );
  }
  return check(
    'ai-crawlers-allowed',
    'crawlers',
    'pass',
    training.length > 0
      ? `AI search and user agents may read the site; training agents are blocked (${training.join(', ')}), which costs no answers.`
      : 'Every major AI agent may read the site.',
  );
}

function linksCheck(site: SiteReading, verdicts: RobotsVerdicts | null): CheckResult {
  if (site.llmsTxt === null)
    return check('llms-txt-links-allowed', 'crawlers', 'skip', 'No llms.txt to compare with robots.txt.');
  if (verdicts === null) return check('llms-txt-links-allowed', 'crawlers', 'skip', RULES_UNREAD);
  if (verdicts.llmsTxtShut) {
    return check(
      'llms-txt-links-allowed',
      'crawlers',
      'fail',
      `robots.txt disallows the llms.txt itself (${site.llmsTxt.url}) for some AI agents.`,
    );
  }
  const { linksMatched: matched, linksBlocked: blocked } = verdicts;
  if (blocked === 0) {
    return check(
      'llms-txt-links-allowed',
      'crawlers',
      'pass',
      `robots.txt allows every one of the ${plural(matched, 'link')} of llms.txt on this site.`,
    );
  }
  return check(
    'llms-txt-links-allowed',
    'crawlers',
    blocked / matched < 0.1 ? 'warn' : 'fail',
    `robots.txt disallows ${blocked} of the ${plural(matched, 'link')} of llms.txt for AI agents (first: ${verdicts.firstBlocked}).`,
  );
}

function signalsCheck(site: SiteReading, robots: RobotsFacts): CheckResult {
  const { signals } = robots;
  const said = [
    ...Object.entries(signals.contentSignal).map(([key, value]) => `Content-Signal ${key}=${value}`),
    ...Object.entries(signals.contentUsage).map(([key, value]) => `Content-Usage ${key}=${value}`),
  ];
  if (said.length === 0)
    return check(
      'content-signals',
      'crawlers',
      'pass',
      'No Content-Signal or Content-Usage preference: nothing restricts AI use.',
    );
  const forbidden = forbids(signals);
  if (forbidden.aiInput && site.llmsTxt !== null) {
    return check(
      'content-signals',
      'crawlers',
      'fail',
      `${said.join(', ')}: AI input is forbidden while an llms.txt offers the site to AI assistants.`,
    );
  }
  if (forbidden.aiInput || forbidden.search) {
    return check(
      'content-signals',
      'crawlers',
      'warn',
      `${said.join(', ')}: AI assistants may not use the pages to answer.`,
    );
  }
  return check(
    'content-signals',
    'crawlers',
    'pass',
    `${said.join(', ')}: consistent with publishing an llms.txt.`,
  );
}

export function crawlerChecks(site: SiteReading): CheckResult[] {
  const { robots, verdicts } = site;
  const matched = [
    verdicts === null
      ? check('ai-crawlers-allowed', 'crawlers', 'skip', RULES_UNREAD)
      : agentsCheck(verdicts),
    linksCheck(site, verdicts),
  ];
  if (robots === null) {
    const unread = (id: string) => check(id, 'crawlers', 'skip', tooCostly('robots.txt'));
    return [unread('robots-txt'), ...matched, unread('content-signals')];
  }
  return [
    robots.lines === null
      ? check(
          'robots-txt',
          'crawlers',
          'warn',
          `No robots.txt at ${site.origin}/robots.txt: every agent may read every page, and no sitemap is named.`,
        )
      : check('robots-txt', 'crawlers', 'pass', `robots.txt found (${plural(robots.lines, 'line')}).`),
    ...matched,
    signalsCheck(site, robots),
  ];
}
