/**
 * The index downloads. The search button starts them at the first sign of interest, before
 * the search client's code has loaded; the client takes them over. The head (titles and
 * headings) answers the first keystrokes; the body text follows the first answer.
 */

/** A download the server answered with an error status (404: it has no such file). */
export class DownloadError extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`GET ${url} answered ${status}`);
    this.name = 'DownloadError';
  }
}

let pending = new Map<string, Promise<unknown>>();
/**
 * Files the client has taken: it downloads them itself from then on (a retry, a read afresh after
 * a deploy). A download the button started later would wait, unused, for that next read, and give
 * it a file of that earlier time.
 */
let taken = new Set<string>();

/**
 * The file, parsed as it arrives: the head comes before the engine's code, while the page waits
 * for that. The browser's cache checks its copy with the server first (`no-cache`: a 304 when it
 * is current): a host that names no freshness (nginx sends only Last-Modified) would otherwise
 * let it reuse a file of before a deploy for a while, and a read afresh would get that.
 */
async function download(url: string, priority: 'high' | 'low'): Promise<unknown> {
  return (await fetched(url, priority)).json();
}

/** The server's answer for `url`, checked with it as `download` says; DownloadError on an error status. */
async function fetched(url: string, priority: 'high' | 'low'): Promise<Response> {
  const response = await fetch(url, {priority, cache: 'no-cache'} as RequestInit);
  if (!response.ok) throw new DownloadError(url, response.status);
  return response;
}

/**
 * Starts the head's download unless it is under way or the client has taken it. The body text is
 * not fetched here: the client asks for it after its first answer, so the first result needs
 * only the head's bytes.
 */
export function prefetchIndex(headUrl: string): void {
  if (!pending.has(headUrl) && !taken.has(headUrl)) start(headUrl, 'high');
}

function start(url: string, priority: 'high' | 'low'): void {
  const started = download(url, priority);
  pending.set(url, started);
  // A failure is reported to the client if it takes the download while it is under way; once
  // failed, it is forgotten, so a client's later attempt downloads afresh instead of taking it.
  started.catch(() => {
    queueMicrotask(() => {
      if (pending.get(url) === started) pending.delete(url);
    });
  });
}

/** The download under way, or a new one (after a failure, the client's retry starts afresh). */
export async function takeDownload<T>(url: string): Promise<T> {
  const file = pending.get(url) ?? download(url, 'high');
  pending.delete(url);
  taken.add(url);
  return (await file) as T;
}

/** A binary file (the piece table), fetched when asked, checked with the server as the index is. */
export async function downloadBytes(url: string): Promise<ArrayBuffer> {
  return (await fetched(url, 'low')).arrayBuffer();
}

/** Forgets downloads under way and taken (tests). */
export function resetDownloads(): void {
  pending = new Map();
  taken = new Set();
}
