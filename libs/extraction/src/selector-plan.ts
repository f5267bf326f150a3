import { compile } from 'css-select';
import { parse, type Selector } from 'css-what';
import type { AnyNode, Element } from 'domhandler';

/**
 * What the last compound of one complex selector asks of an element: its tag, one attribute it has
 * and, when the selector tests that attribute's value, text the value must hold, whatever its case.
 */
interface Requirement {
  tag: string | null;
  attribute: string | null;
  holding: string | null;
}

/**
 * The test of one attribute's value for the selectors naming it and no tag: one of their texts, in a
 * single pattern (null: having the attribute is enough). A page's template repeats the same few
 * values (`class="menu-item"` a hundred times, and on every page of the site), so each value's
 * verdict is kept.
 */
interface AttributeTest {
  attribute: string;
  holding: RegExp | null;
  verdicts: Map<string, boolean>;
}

/** Values whose verdict an attribute test keeps: the bound only keeps a site of unique values from growing without end. */
const MAX_VERDICTS = 4_096;

/** A requirement with a tag, its text to hold made a test. */
interface TagRequirement {
  attribute: string | null;
  holding: RegExp | null;
}

/**
 * How one selector is answered: the tags its matches must have (null: any), what each of its
 * selectors asks of an element, filed by the tag or the attribute it names so that an element is
 * held only against the requirements its own tag and attributes could meet (a cheap test that
 * passes over most elements before the compiled one runs), and its compiled test.
 */
export interface Plan {
  tags: ReadonlySet<string> | null;
  /** A selector names neither a tag nor an attribute (`*`, `:not(p)`): every element may match. */
  anyElement: boolean;
  byTag: ReadonlyMap<string, readonly TagRequirement[]>;
  /** For the selectors naming an attribute and no tag: each attribute, and the test of its value. */
  byAttribute: readonly AttributeTest[];
  matches: (element: Element) => boolean;
}

const plans = new Map<string, Plan>();
const MAX_PLANS = 500;

const COMBINATORS: ReadonlySet<string> = new Set([
  'descendant',
  'child',
  'sibling',
  'adjacent',
  'parent',
  'column-combinator',
]);

/** Attribute tests whose value holds the selector's text: `.toc`, `[class*="toc"]`, `[rel~="next"]`, and so on. */
const HOLDING_ACTIONS: ReadonlySet<string> = new Set(['element', 'any', 'start', 'end', 'equals', 'hyphen']);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const holdingText = (text: string) => new RegExp(escaped(text), 'i');

/** What a match of one complex selector must be, from its last compound: its tag, an attribute it has. */
function lastCompound(tokens: readonly Selector[]): Requirement {
  const requirement: Requirement = { tag: null, attribute: null, holding: null };
  for (const token of tokens.toReversed()) {
    if (COMBINATORS.has(token.type)) break;
    if (token.type === 'tag') requirement.tag = token.name.toLowerCase();
    // `[name!=value]` also matches an element without the attribute.
    else if (token.type === 'attribute' && token.action !== 'not' && requirement.attribute === null) {
      requirement.attribute = token.name.toLowerCase();
      if (HOLDING_ACTIONS.has(token.action) && token.value !== '') requirement.holding = token.value;
    }
  }
  return requirement;
}

function byTagOf(requirements: readonly Requirement[]): Map<string, TagRequirement[]> {
  const filed = new Map<string, TagRequirement[]>();
  for (const { tag, attribute, holding } of requirements) {
    if (tag === null) continue;
    const requirement = { attribute, holding: holding === null ? null : holdingText(holding) };
    filed.set(tag, [...(filed.get(tag) ?? []), requirement]);
  }
  return filed;
}

function byAttributeOf(requirements: readonly Requirement[]): AttributeTest[] {
  const texts = new Map<string, string[] | null>();
  for (const { tag, attribute, holding } of requirements) {
    if (tag !== null || attribute === null || texts.get(attribute) === null) continue;
    texts.set(attribute, holding === null ? null : [...(texts.get(attribute) ?? []), escaped(holding)]);
  }
  return [...texts].map(([attribute, held]) => ({
    attribute,
    holding: held === null ? null : new RegExp(held.join('|'), 'i'),
    verdicts: new Map(),
  }));
}

/** The plan for `selector`, made once per thread. */
export function planOf(selector: string): Plan {
  const known = plans.get(selector);
  if (known !== undefined) return known;
  const requirements = parse(selector).map(lastCompound);
  const byTag = byTagOf(requirements);
  const plan: Plan = {
    tags: requirements.some(({ tag }) => tag === null) ? null : new Set(byTag.keys()),
    anyElement: requirements.some(({ tag, attribute }) => tag === null && attribute === null),
    byTag,
    byAttribute: byAttributeOf(requirements),
    matches: compile<AnyNode, Element>(selector),
  };
  // Selectors are the readers' own constants; the bound only keeps a mistake from growing without end.
  if (plans.size >= MAX_PLANS) plans.clear();
  plans.set(selector, plan);
  return plan;
}

function meets({ attribute, holding }: TagRequirement, element: Element): boolean {
  if (attribute === null) return true;
  const value = element.attribs[attribute];
  return value !== undefined && (holding === null || holding.test(value));
}

/** Whether `element` has what one of the plan's selectors asks of it: without it, none can match. */
function mayMatch(plan: Plan, element: Element): boolean {
  if (plan.anyElement) return true;
  const forTag = plan.byTag.get(element.name);
  if (forTag !== undefined && forTag.some((requirement) => meets(requirement, element))) return true;
  return plan.byAttribute.some((test) => passes(test, element.attribs[test.attribute]));
}

function passes({ holding, verdicts }: AttributeTest, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (holding === null) return true;
  const known = verdicts.get(value);
  if (known !== undefined) return known;
  const verdict = holding.test(value);
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(value, verdict);
  return verdict;
}

/** The plan's test of one element: the cheap requirements first, the compiled selector after. */
export const matchesPlan = (plan: Plan) => (element: Element) =>
  mayMatch(plan, element) && plan.matches(element);
