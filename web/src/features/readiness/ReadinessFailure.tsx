/** A check or a shared report that failed, with the sentence the error catalogue gives it. */
export function ReadinessFailure({ title, message }: { title: string; message: string }) {
  return (
    <div className="panel panel--danger" role="alert">
      <h2 className="panel__title">{title}</h2>
      <p>{message}</p>
    </div>
  );
}
