import type { Page } from 'playwright-core';

/** The three widths the layout is checked at: a small phone, a tablet and a laptop. */
export const LAYOUT_WIDTHS = [
  { name: '360', width: 360, height: 740 },
  { name: '768', width: 768, height: 1024 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/**
 * What is wrong with the page's layout as drawn now, one line each: the page scrolling sideways, a
 * table wider than its box (its columns clipped behind a scroll), a card with no room inside its
 * border, radios of different sizes, and the elements `noInnerScroll` names scrolling inside the page.
 */
export async function layoutProblems(page: Page, noInnerScroll: string | null = null): Promise<string[]> {
  return page.evaluate((unscrolled) => {
    const problems: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const named = (element: Element) => {
      const holder = element.closest('[class]');
      return `${element.tagName.toLowerCase()}${holder ? `.${[...holder.classList].join('.')}` : ''}`;
    };
    const sideways = (document.scrollingElement ?? document.documentElement).scrollWidth - innerWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);

    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      let box = table.parentElement;
      while (box && !/(auto|scroll|hidden)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (box && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`${named(table)} is ${box.scrollWidth - box.clientWidth} px wider than its box`);
      }
    }

    for (const card of document.querySelectorAll('.card')) {
      if (!shown(card)) continue;
      const style = getComputedStyle(card);
      const sides = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
      if (sides.some((side) => parseFloat(side) <= 0)) problems.push(`${named(card)} has no padding`);
    }

    const radioSizes = new Set(
      [...document.querySelectorAll('input[type="radio"]')].filter(shown).map((radio) => {
        const box = radio.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
    );
    if (radioSizes.size > 1) problems.push(`radios of different sizes: ${[...radioSizes].join(', ')}`);

    for (const element of unscrolled === null ? [] : document.querySelectorAll(unscrolled)) {
      if (element.scrollHeight > element.clientHeight + 1) {
        problems.push(`${named(element)} scrolls inside the page (${element.clientHeight} px tall)`);
      }
    }
    return problems;
  }, noInnerScroll);
}

/** Radios on the page as drawn now, with their size and how far the middle sits from their label's. */
export async function radioAlignment(page: Page): Promise<{ size: string; offset: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('input[type="radio"]')]
      .filter((radio) => radio.getBoundingClientRect().width > 1)
      .map((radio) => {
        const box = radio.getBoundingClientRect();
        const name = radio.closest('label')?.querySelector('span') ?? radio.parentElement ?? radio;
        const text = name.getBoundingClientRect();
        return {
          size: `${Math.round(box.width)}x${Math.round(box.height)}`,
          offset: Math.round(Math.abs(box.top + box.height / 2 - (text.top + text.height / 2))),
        };
      }),
  );
}
