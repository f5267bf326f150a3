import { Validator } from '../features/validator/Validator.js';
import { ValidatorCta } from '../features/validator/ValidatorCta.js';

export function ValidatePage() {
  return (
    <>
      <title>Validate your llms.txt · Signpost</title>
      <h1 className="page-title">Validate Your llms.txt File</h1>
      <p className="step__lead">
        Check your llms.txt against the format, your robots.txt and your sitemap, and see how to make it
        better.
      </p>
      <Validator />
      <ValidatorCta />
    </>
  );
}
