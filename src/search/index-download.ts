/**
 * The index downloads. The search button starts them at the first sign of interest, before
 * the search client's code has loaded; the client takes them over. The head (titles and
 * headings) answers the first keystrokes, so it goes first; the body text follows it.
 */
let pending = new Map<string, Promise<string>>();

async function download(url: string, priority: 'high' | 'low'): Promise<string> {
  const response = await fetch(url, {priority} as RequestInit);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * Starts the downloads that are not under way: the head now, the text once the head is in.
 * The first result needs only the head; the text fetched beside it would share its bandwidth
 * (on a slow link the head then takes twice as long). After a failed head the text waits for
 * the client's retry.
 */
export function prefetchIndex(headUrl: string, textUrl: string): void {
  if (pending.has(headUrl) || pending.has(textUrl)) return;
  const head = start(headUrl, 'high');
  head.then(
    () => {
      if (!pending.has(textUrl)) start(textUrl, 'low');
    },
    () => {},
  );
}

function start(url: string, priority: 'high' | 'low'): Promise<string> {
  const started = download(url, priority);
  // A failure is reported to the client when it takes the download, not here.
  started.catch(() => {});
  pending.set(url, started);
  return started;
}

/** The download under way, or a new one (after a failure, the client's retry starts afresh). */
export async function takeDownload<T>(url: string): Promise<T> {
  const taken = pending.get(url) ?? download(url, 'high');
  pending.delete(url);
  return JSON.parse(await taken) as T;
}

/** Forgets downloads under way (tests). */
export function resetDownloads(): void {
  pending = new Map();
}
