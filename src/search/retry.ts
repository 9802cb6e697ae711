/**
 * How the search client retries a failed index download: the wait between attempts, the error
 * DocSearch shows meanwhile, and which failures mean the site was deployed since it was read.
 */
import {DownloadError} from './index-download';
import {OtherBuildError} from './read-index';

/**
 * The wait before the next attempt to fetch a failed index: 1 s, doubling, at most 2 minutes
 * (the specification's wait before a failed host is tried again). Searches in between answer
 * with the error at once, without a request; a browser coming back online retries at once.
 */
export function retryDelay(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 120_000);
}

/**
 * Whether a sharded head's failed download says that the site was deployed since the manifest was
 * read: a shard or fragment of another build, or none where the manifest says (404).
 */
export const deployedSince = (error: unknown): boolean =>
  error instanceof OtherBuildError || (error instanceof DownloadError && error.status === 404);

/** Why DocSearch shows its "Unable to fetch results" screen: it reacts to this error name. */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}
