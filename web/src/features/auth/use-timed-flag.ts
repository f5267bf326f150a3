import { useCallback, useEffect, useState } from 'react';

/** A flag that lowers itself `durationMs` after each raise, such as an 'Email sent!' indicator. */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);

  useEffect(() => {
    if (raisedAt === null) return;
    const timer = window.setTimeout(() => setRaisedAt(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [raisedAt, durationMs]);

  const raise = useCallback(() => setRaisedAt(Date.now()), []);
  return [raisedAt !== null, raise];
}
