import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The two widths every screen is checked at: a laptop and a small phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Every axe-core violation of the page as it is now, one line each (any impact). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).map(
    ({ id, impact, help, nodes }) =>
      `${impact} ${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** How far the page reaches past the window's right edge: at 360 px nothing may need sideways scrolling. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements that reach past the right edge, as tag.class, so a failure says what to fix. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const named = element.closest('[class]');
        const where = named === null ? '' : ` in .${[...named.classList].join('.')}`;
        return `${element.tagName.toLowerCase()}${where}`;
      });
  });
}

/** The page at each width: its axe violations and, on a phone, its sideways scrolling, one line each. */
export async function problemsAtBothWidths(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    problems.push(...(await axeViolations(page)).map((line) => `${name}: ${line}`));
    const overflow = await sidewaysOverflow(page);
    if (width === 360 && overflow > 0) {
      const culprits = (await overflowingElements(page)).join(', ');
      problems.push(`${name}: the page scrolls sideways by ${overflow} px (${culprits})`);
    }
  }
  return problems;
}
