import type { SiteReaders } from '@signpost/contracts';
import type { Repositories } from '@signpost/db';
import { notFound } from '@signpost/errors';
import type { Caller } from '@signpost/usage';
import { accountOf } from '../publishing/publisher.js';

/** Who reads the account's published files: the counts the gateways' counters stored. */
export class SiteReadersService {
  constructor(
    private readonly repos: Pick<Repositories, 'publishedFiles' | 'siteReaders'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The readers of what the account publishes (or published) for the site over the last `days` UTC
   * days; 404 when the account never published it, whoever else did.
   */
  async readersOf(caller: Caller, site: string, days: number): Promise<SiteReaders> {
    const owner = accountOf(caller);
    const name = site.toLowerCase().replace(/^www\./, '');
    if (!(await this.repos.publishedFiles.findOf(owner.id, name))) {
      throw notFound('Nothing of yours is published for this site.');
    }
    return this.repos.siteReaders.readersOf(owner.id, name, days, this.now());
  }
}
