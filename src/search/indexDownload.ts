/**
 * The index download. The search button starts it at the first sign of interest,
 * before the search client's code has loaded; the client takes it over.
 */
import type {SerializedIndex} from './engine';

let pending: Promise<string> | null = null;

async function download(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** Starts the download unless one is under way. */
export function prefetchIndex(url: string): void {
  if (pending) return;
  pending = download(url);
  // A failure is reported to the client when it takes the download, not here.
  pending.catch(() => {});
}

/** The download under way, or a new one (after a failure, the client's retry starts afresh). */
export async function takeIndex(url: string): Promise<SerializedIndex> {
  const taken = pending ?? download(url);
  pending = null;
  return JSON.parse(await taken) as SerializedIndex;
}
