import { ValidationFailure } from './ValidationFailure.js';
import { ValidationResult } from './ValidationResult.js';
import { ValidatorForm } from './ValidatorForm.js';
import { useValidation } from './use-validation.js';

/** The validator's form and its outcome, on /validate and in the dashboard's Validator tab. */
export function Validator() {
  const validation = useValidation();
  return (
    <>
      <ValidatorForm
        pending={validation.isPending}
        onEdit={() => validation.reset()}
        onValidate={(request) => validation.mutate(request)}
      />
      {validation.isError && <ValidationFailure error={validation.error} />}
      {validation.data && <ValidationResult report={validation.data} />}
    </>
  );
}
