/**
 * Keeping a copy is work no page waits for, so the worker does it once pages have stopped asking
 * for files: reading, checking and storing a copy runs on the worker's thread, which shares the
 * CPU with the page's main thread while the page loads what it asked for (the search's scripts
 * and index after a click, a page's files after a navigation).
 */

/** Work waits until no request has reached the worker for this long. */
export const QUIET_MS = 500;
/** ...but never longer than this after the oldest waiting work was queued. */
export const MAX_WAIT_MS = 5_000;

export class QuietGate {
  private waiting: Array<() => void> = [];
  private oldest = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** A request reached the worker: waiting work waits `quietMs` more, within its limit. */
  busy(): void {
    if (this.waiting.length > 0) this.arm();
  }

  /** Resolves once no request has come for `quietMs`, or `maxWaitMs` after the oldest waiting work. */
  quiet(): Promise<void> {
    return new Promise((release) => {
      if (this.waiting.length === 0) this.oldest = Date.now();
      this.waiting.push(release);
      this.arm();
    });
  }

  private arm(): void {
    clearTimeout(this.timer);
    const left = this.oldest + this.maxWaitMs - Date.now();
    this.timer = setTimeout(() => this.release(), Math.max(0, Math.min(this.quietMs, left)));
  }

  private release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const release of waiting) release();
  }
}
