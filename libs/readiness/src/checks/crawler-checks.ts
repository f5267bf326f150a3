import robotsParserModule from 'robots-parser';
import { AI_AGENTS, ANSWERING_AGENTS } from '../ai-crawlers.js';
import type { SiteReading } from '../site-reading.js';
import { forbids, readUsageSignals } from '../usage-signals.js';
import { check, plural, type CheckResult } from '../check-result.js';

// CommonJS at run time with an ES default in its typings (as in @signpost/llmstxt).
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
const MAX_LINKS_CHECKED = 500;

function agentsCheck(site: SiteReading, allowed: (url: string, agent: string) => boolean): CheckResult {
  const blocked = (agents: readonly string[]) => agents.filter((agent) => !allowed(site.url, agent));
  const answering = blocked(ANSWERING_AGENTS);
  const training = blocked(AI_AGENTS.training);
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

function linksCheck(site: SiteReading, allowed: (url: string, agent: string) => boolean): CheckResult {
  if (site.llmsTxt === null)
    return check('llms-txt-links-allowed', 'crawlers', 'skip', 'No llms.txt to compare with robots.txt.');
  const agents = ['*', ...ANSWERING_AGENTS];
  const shut = (url: string) => agents.some((agent) => !allowed(url, agent));
  if (shut(site.llmsTxt.url)) {
    return check(
      'llms-txt-links-allowed',
      'crawlers',
      'fail',
      `robots.txt disallows the llms.txt itself (${site.llmsTxt.url}) for some AI agents.`,
    );
  }
  const onSite = site.links
    .filter((link) => URL.parse(link)?.origin === site.origin)
    .slice(0, MAX_LINKS_CHECKED);
  const blocked = onSite.filter(shut);
  if (blocked.length === 0) {
    return check(
      'llms-txt-links-allowed',
      'crawlers',
      'pass',
      `robots.txt allows every one of the ${plural(onSite.length, 'link')} of llms.txt on this site.`,
    );
  }
  return check(
    'llms-txt-links-allowed',
    'crawlers',
    blocked.length / onSite.length < 0.1 ? 'warn' : 'fail',
    `robots.txt disallows ${blocked.length} of the ${plural(onSite.length, 'link')} of llms.txt for AI agents (first: ${blocked[0]}).`,
  );
}

function signalsCheck(site: SiteReading): CheckResult {
  const signals = readUsageSignals(site.robotsText, site.home?.headers ?? {});
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
  if (site.robotsText === null) {
    const allowed = () => true;
    return [
      check(
        'robots-txt',
        'crawlers',
        'warn',
        `No robots.txt at ${site.origin}/robots.txt: every agent may read every page, and no sitemap is named.`,
      ),
      agentsCheck(site, allowed),
      linksCheck(site, allowed),
      signalsCheck(site),
    ];
  }
  const robots = robotsParser(`${site.origin}/robots.txt`, site.robotsText);
  const allowed = (url: string, agent: string) => robots.isAllowed(url, agent) !== false;
  return [
    check(
      'robots-txt',
      'crawlers',
      'pass',
      `robots.txt found (${plural(site.robotsText.split('\n').length, 'line')}).`,
    ),
    agentsCheck(site, allowed),
    linksCheck(site, allowed),
    signalsCheck(site),
  ];
}
