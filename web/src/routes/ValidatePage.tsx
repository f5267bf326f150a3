import { ValidationFailure } from '../features/validator/ValidationFailure.js';
import { ValidationResult } from '../features/validator/ValidationResult.js';
import { ValidatorCta } from '../features/validator/ValidatorCta.js';
import { ValidatorForm } from '../features/validator/ValidatorForm.js';
import { useValidation } from '../features/validator/use-validation.js';

export function ValidatePage() {
  const validation = useValidation();

  return (
    <>
      <title>Validate your llms.txt · Signpost</title>
      <h1 className="page-title">Validate Your llms.txt File</h1>
      <p className="step__lead">
        Check your llms.txt against the format, your robots.txt and your sitemap, and see how to make it
        better.
      </p>
      <ValidatorForm
        pending={validation.isPending}
        onEdit={() => validation.reset()}
        onValidate={(request) => validation.mutate(request)}
      />
      {validation.isError && <ValidationFailure error={validation.error} />}
      {validation.data && <ValidationResult report={validation.data} />}
      <ValidatorCta />
    </>
  );
}
