import { Outlet } from 'react-router-dom';
import { WizardProvider } from '../features/wizard/WizardProvider.js';

/**
 * The layout of the pages that show the wizard (/ and /analyze): moving between them keeps the run
 * on screen. Other pages unmount it; coming back restores the run from session storage.
 */
export function WizardRoutes() {
  return (
    <WizardProvider>
      <Outlet />
    </WizardProvider>
  );
}
