import { Validator } from '../validator/Validator.js';

/**
 * The public validator inside the dashboard; signed-in checks are not limited
 * (docs/product-rules.md, Validator).
 */
export function ValidatorTab() {
  return (
    <>
      <h2 className="section-title">Validate an llms.txt file</h2>
      <Validator />
    </>
  );
}
