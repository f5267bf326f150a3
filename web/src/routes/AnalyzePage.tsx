import { Wizard } from '../features/analyze/index.js';

export function AnalyzePage() {
  return (
    <>
      <title>Analyze a website · Signpost</title>
      <h1 className="page-title">Create your llms.txt</h1>
      <Wizard autoFocusUrl />
    </>
  );
}
