import type { DiscoveredPage, Tier } from '@signpost/contracts';
import type { ErrorDescription } from '../../../api/error-messages/index.js';
import type { AnalysisSummary, DailyLimitNotice, WorkflowStateName } from './workflow-state.js';

/** Everything that can happen to the workflow (docs/product-rules.md, The journey). */
export type WorkflowEvent =
  | { type: 'auth-check-started' }
  /** The auth store's user changed; the machine reads the user from its context. */
  | { type: 'auth-resolved' }
  | { type: 'navigate-to-tier-selection' }
  | { type: 'tier-selected'; tier: Tier }
  | { type: 'url-submitted'; websiteUrl: string }
  | {
      type: 'email-capture-requested';
      email?: string | undefined;
      tier?: Tier | undefined;
      websiteUrl?: string | undefined;
    }
  | { type: 'email-captured'; email: string }
  | { type: 'email-recognised'; email: string }
  | { type: 'email-capture-bypassed' }
  | { type: 'proceed-to-analysis' }
  | { type: 'daily-limit-reached'; notice: DailyLimitNotice }
  | { type: 'daily-limit-dismissed' }
  | { type: 'analysis-started'; analysisId: string }
  | { type: 'analysis-retried'; analysisId: string }
  | { type: 'analysis-failed'; analysisId: string; message: string }
  | {
      type: 'analysis-completed';
      analysisId: string;
      pages: DiscoveredPage[];
      summary: AnalysisSummary;
    }
  | { type: 'page-toggled'; url: string }
  /** `pages` is the analysis's list, whose order the selection keeps. */
  | { type: 'pages-selected'; urls: readonly string[]; selected: boolean; pages: readonly DiscoveredPage[] }
  | {
      type: 'language-chosen';
      language: string;
      pages: readonly DiscoveredPage[];
      defaultLanguage: string | null;
    }
  | { type: 'file-generated'; fileId: string }
  | { type: 'details-viewed' }
  | { type: 'new-analysis-started' }
  | { type: 'workflow-reset' }
  | { type: 'error-occurred'; error: ErrorDescription }
  | { type: 'error-recovered'; target?: WorkflowStateName | null | undefined }
  | { type: 'error-retried' }
  | { type: 'auth-modal-opened' }
  | { type: 'auth-modal-closed' };

export type WorkflowEventType = WorkflowEvent['type'];
