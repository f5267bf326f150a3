import { Link } from 'react-router-dom';
import { Validator } from '../features/validator/Validator.js';
import { ValidatorCta } from '../features/validator/ValidatorCta.js';

export function ValidatePage() {
  return (
    <>
      <title>Validate your llms.txt · Signpost</title>
      <h1 className="page-title">Validate Your llms.txt File</h1>
      {/* The header has no room for another link; the validator's visitors are the ones who want this one. */}
      <p className="step__lead">
        Check your llms.txt against the format, your robots.txt and your sitemap, and see how to make it
        better. For the whole picture, with markdown pages and AI crawlers, run the{' '}
        <Link to="/readiness">agent-readiness report</Link>.
      </p>
      <Validator />
      <ValidatorCta />
    </>
  );
}
