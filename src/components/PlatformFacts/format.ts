/** Wording of the ledger's numbers in the tables: rates, paces and durations. */

const UNITS: [seconds: number, one: string, many: string][] = [
  [7 * 86400, 'week', 'weeks'],
  [86400, 'day', 'days'],
  [3600, 'hour', 'hours'],
  [60, 'minute', 'minutes'],
  [1, 'second', 'seconds'],
];

/** `3600` → `1 hour`, `600` → `10 minutes`, `90` → `90 seconds`: the largest unit that divides it. */
export function duration(seconds: number): string {
  const [size, one, many] = UNITS.find(([size]) => seconds % size === 0)!;
  const n = seconds / size;
  return `${n} ${n === 1 ? one : many}`;
}

/** `30, 3600` → `30 requests an hour`; `5, 600` → `5 requests in 10 minutes`. */
export function rate(limit: number, intervalSeconds: number): string {
  const span = duration(intervalSeconds);
  const calls = `${limit} ${limit === 1 ? 'request' : 'requests'}`;
  return span.startsWith('1 ') ? `${calls} ${span === '1 hour' ? 'an' : 'a'} ${span.slice(2)}` : `${calls} in ${span}`;
}

/**
 * What a full limit lets through at once: `30` → `29 calls, then 429`. The call that would use up
 * the limit is already refused.
 */
export function burst(limit: number): string {
  const calls = limit - 1;
  return `${calls} ${calls === 1 ? 'call' : 'calls'}, then 429`;
}

/** The even pace the bucket refills at: `30, 3600` → `1 every 2 minutes`. */
export function pace(limit: number, intervalSeconds: number): string {
  return `1 every ${duration(Math.ceil(intervalSeconds / limit))}`;
}

/** How long an entry's fact lasts: its days or minutes. */
export function kept(entry: {days?: number; minutes?: number}): string {
  if (entry.days !== undefined) return duration(entry.days * 86400);
  if (entry.minutes !== undefined) return duration(entry.minutes * 60);
  return '';
}

/**
 * The reason phrase HTTP gives each status the ledger names, as a response's status line shows it
 * (`HTTP/1.1 403 Forbidden`): readers search and ask by either.
 */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** `403` → `403 Forbidden`; a status without a known phrase stays a number. */
export function statusLine(status: number): string {
  const reason = REASONS[status];
  return reason ? `${status} ${reason}` : String(status);
}
