import type { HelpContext } from '../../help/help-topics.js';
import type { WorkflowStateName } from '../workflow/workflow-state.js';

/** The help topic of the step a workflow state shows: the Help button opens on it. */
export function stepHelpContext(state: WorkflowStateName): HelpContext {
  switch (state) {
    case 'INITIALIZING':
    case 'AUTH_CHECK':
    case 'LANDING':
    case 'URL_INPUT':
    case 'TIER_SELECTION':
    case 'AUTH_CHOICE':
      return 'url-input';
    case 'EMAIL_CAPTURE':
    case 'TIER_LIMITS':
      return 'email-capture';
    case 'ANALYSIS':
      return 'analysis';
    case 'REVIEW':
      return 'review';
    case 'GENERATION':
      return 'generation';
    case 'ERROR':
      return 'error';
  }
}
