import { useEffect, useRef } from 'react';

/** Calls `action` once `delayMs` after `active` becomes true, unless the component goes first. */
export function useAfterDelay(active: boolean, delayMs: number, action: () => void): void {
  // The latest action runs, without restarting the wait each time the parent renders a new one.
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
}
