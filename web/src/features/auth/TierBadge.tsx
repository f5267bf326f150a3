import type { Tier } from '@signpost/contracts';
import './account-menu.css';

/** The header's badge words for each tier (docs/product-rules.md, Plans). */
const TIER_BADGES: Record<Tier, string> = {
  starter: 'FREE',
  solo: 'SOLO',
  growth: 'GROWTH',
  scale: 'SCALE',
};

export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={`tier-badge tier-badge--${tier}`}>{TIER_BADGES[tier]}</span>;
}
