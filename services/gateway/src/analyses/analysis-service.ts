import { presentAnalysis, presentPages } from '@signpost/analyses';
import type { AnalysisRecord, AnalyzeResponse } from '@signpost/contracts';
import { notFound } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import type { Caller } from '@signpost/usage';

export interface AnalyzeInput {
  url: string;
  force: boolean;
  email?: string | undefined;
}

/** Starts and reads analyses for the gateway's routes; the lifecycle and the usage policy decide. */
export class AnalysisService {
  constructor(private readonly runtime: Pick<Runtime, 'repos' | 'lifecycle'>) {}

  async start(caller: Caller, input: AnalyzeInput): Promise<AnalyzeResponse> {
    const started = await this.runtime.lifecycle.start(caller, input);
    if (started.kind === 'started') {
      return { analysisId: started.analysisId, status: 'processing', discoveredPages: [] };
    }
    const { analysis } = started;
    return {
      analysisId: analysis.id,
      status: 'completed',
      discoveredPages: presentPages(
        await this.runtime.repos.pages.listScored(analysis.id),
        analysis.site_name,
      ),
    };
  }

  async get(id: string): Promise<AnalysisRecord> {
    const row = await this.runtime.repos.analyses.get(id);
    if (!row) throw notFound('No analysis has that id. It may have expired after 30 days.');
    const pages = row.status === 'completed' ? await this.runtime.repos.pages.listScored(id) : [];
    return presentAnalysis(row, pages);
  }
}
