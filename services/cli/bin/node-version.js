// Read before anything else loads, so it must parse and run on old Node too: no syntax newer
// than ES2018. On Node 20 the command otherwise stops inside a dependency with a stack trace.
export const REQUIRED_NODE_MAJOR = 24;

/** What to tell the user when this Node is too old for the command, else null. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `signpost needs Node.js ${REQUIRED_NODE_MAJOR} or newer (this is ${version}). ` +
    'Install it from https://nodejs.org, or with `nvm install 24`.'
  );
}
