import type { Recommendation } from '@signpost/contracts';
import { allLinks } from './content-checks.js';
import { OPTIONAL_SECTION } from './group-pages.js';
import type { ParsedLlmsTxt } from './parse.js';

/** Past this many links an index reads better with its secondary pages marked Optional. */
const LINKS_BEFORE_OPTIONAL = 40;

/** Advice that makes a sound file more useful; none of it changes the score. */
export function recommendationsFor(parsed: ParsedLlmsTxt): Recommendation[] {
  const recommendations: Recommendation[] = [];
  const links = allLinks(parsed);
  const withoutNotes = links.filter((link) => link.notes === null).length;
  if (links.length > 0 && withoutNotes / links.length >= 0.25) {
    recommendations.push({
      title: 'Describe your links',
      description: `${withoutNotes} of ${links.length} links have no notes. A short ": what this page covers" after each link helps assistants pick the right page.`,
      priority: withoutNotes / links.length >= 0.5 ? 'medium' : 'low',
    });
  }
  const hasOptional = parsed.sections.some(
    (section) => section.name.toLowerCase() === OPTIONAL_SECTION.toLowerCase(),
  );
  if (links.length > LINKS_BEFORE_OPTIONAL && !hasOptional) {
    recommendations.push({
      title: 'Mark secondary pages as Optional',
      description: `The file lists ${links.length} links. Moving the less important ones under "## Optional" tells assistants what they can skip when context is short.`,
      priority: 'low',
    });
  }
  if (parsed.title !== null && parsed.details.trim() === '' && links.length > 0) {
    recommendations.push({
      title: 'Say how to use the links',
      description:
        'A short paragraph between the summary and the first section can tell assistants what the site offers and which section to read first.',
      priority: 'low',
    });
  }
  return recommendations;
}
