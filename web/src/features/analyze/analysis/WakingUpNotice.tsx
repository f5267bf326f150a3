export function WakingUpNotice() {
  return (
    <p className="notice" role="status">
      <span className="spinner" aria-hidden="true" /> Waking up services… The first analysis after a quiet
      spell can take a little longer to start.
    </p>
  );
}
