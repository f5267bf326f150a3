import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ComparisonTable } from '../features/landing/ComparisonTable.js';
import { HowItWorks } from '../features/landing/HowItWorks.js';
import { LandingHero } from '../features/landing/LandingHero.js';
import { PainSolution } from '../features/landing/PainSolution.js';
import { TierComparison } from '../features/landing/TierComparison.js';
import { TrustBadges } from '../features/landing/TrustBadges.js';
import { Wizard } from '../features/analyze/index.js';

export function HomePage() {
  const { hash } = useLocation();

  // The router does not scroll to fragments itself; links such as /#how-it-works rely on this.
  useEffect(() => {
    if (hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <>
      <title>Signpost: llms.txt for your website</title>
      <LandingHero />
      <Wizard />
      <PainSolution />
      <HowItWorks />
      <TierComparison />
      <ComparisonTable />
      <TrustBadges />
    </>
  );
}
