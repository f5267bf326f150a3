import { Wizard } from '../features/wizard/Wizard.js';

export function AnalyzePage() {
  return (
    <>
      <title>Analyze a website · Signpost</title>
      <h1 className="page-title">Create your llms.txt</h1>
      <Wizard autoFocusUrl />
    </>
  );
}
