import type { PageLimit } from '@signpost/contracts';
import { Link } from 'react-router-dom';
import { pageLimitText } from './page-limit-text.js';

/** Tells the owner that a page limit cut the list short, and what lifts it. */
export function PageLimitNotice({ limit }: { limit: PageLimit }) {
  const { headline, detail } = pageLimitText(limit);
  return (
    <div className="notice page-limit-notice" role="note">
      <p>
        <strong>{headline}</strong> {detail}
      </p>
      {limit.reason === 'plan' && (
        <p>
          <Link to="/pricing">See the plans that read more pages</Link>.
        </p>
      )}
    </div>
  );
}
