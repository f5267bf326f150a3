import type { Colors } from './output.js';

/** A score's colour as Lighthouse draws it: green from 90, yellow from 50, red below. */
export function scoreColor(score: number, colors: Colors): (text: string) => string {
  if (score >= 90) return colors.green;
  if (score >= 50) return colors.yellow;
  return colors.red;
}
