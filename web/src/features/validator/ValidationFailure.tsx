import { validationErrorMessage } from '../../api/error-messages/index.js';

export function ValidationFailure({ error }: { error: unknown }) {
  return (
    <div className="panel panel--danger" role="alert">
      <h2 className="panel__title">Validation Failed</h2>
      <p>{validationErrorMessage(error)}</p>
    </div>
  );
}
