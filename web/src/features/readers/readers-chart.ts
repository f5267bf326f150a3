import { READER_CLASS_LABELS, READER_CLASSES, type ReaderClass, type SiteReaders } from '@signpost/contracts';

/** The chart's drawing box; the SVG scales it to the panel's width. */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 160;
const GAP = 0.2;

/** One class's part of a day's bar, in the drawing box's units (y grows downwards). */
export interface BarSegment {
  class: ReaderClass;
  y: number;
  height: number;
}

export interface ChartBar {
  date: string;
  total: number;
  x: number;
  width: number;
  segments: BarSegment[];
}

/** A round top for the scale (1, 2 or 5 times a power of ten) at or above the busiest day. */
export function scaleTop(busiest: number): number {
  if (busiest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(busiest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= busiest) ?? busiest;
}

/** A value the scale names and its height in the drawing box (y grows downwards). */
export interface ScaleTick {
  value: number;
  y: number;
}

/** The scale's top, its middle when that is a whole number of reads, and zero, from the top down. */
export function scaleTicks(top: number): ScaleTick[] {
  const values = Number.isInteger(top / 2) ? [top, top / 2, 0] : [top, 0];
  return values.map((value) => ({ value, y: CHART_HEIGHT - (value / top) * CHART_HEIGHT }));
}

/** Each day's bar, its classes stacked in the contract's order from the bottom. */
export function chartBars(days: SiteReaders['days']): { bars: ChartBar[]; top: number } {
  const top = scaleTop(Math.max(0, ...days.map((day) => day.total)));
  const slot = CHART_WIDTH / Math.max(1, days.length);
  const bars = days.map((day, index) => {
    let base = CHART_HEIGHT;
    const segments = READER_CLASSES.filter((name) => day.byClass[name] > 0).map((name) => {
      const height = (day.byClass[name] / top) * CHART_HEIGHT;
      base -= height;
      return { class: name, y: base, height };
    });
    return {
      date: day.date,
      total: day.total,
      x: index * slot + (slot * GAP) / 2,
      width: slot * (1 - GAP),
      segments,
    };
  });
  return { bars, top };
}

/** The chart in one sentence, for readers who do not see it. */
export function readersSentence(readers: SiteReaders): string {
  const days = readers.days.length;
  if (readers.total === 0) return `No reads in the last ${days} days.`;
  const parts = READER_CLASSES.filter((name) => readers.byClass[name] > 0).map(
    (name) => `${readers.byClass[name]} by ${READER_CLASS_LABELS[name]}`,
  );
  const busiest = readers.days.reduce((best, day) => (day.total > best.total ? day : best));
  return (
    `${readers.total} ${readers.total === 1 ? 'read' : 'reads'} in the last ${days} days: ${parts.join(', ')}. ` +
    `Busiest day ${busiest.date}, with ${busiest.total}.`
  );
}
