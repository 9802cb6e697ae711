import type {Page, Route} from 'playwright-core';

/**
 * What happens to a JavaScript chunk the page has not run yet:
 * pass it, hold it until `release()`, fail it, or fail only its first request.
 */
export type ChunkMode = 'pass' | 'hold' | 'fail' | 'fail-once';

/**
 * Request interception for the site's JavaScript chunks, the faults a reader meets on a slow
 * or broken network. Chunks already run as scripts (`known`) always pass, so only the next
 * route's chunks are affected. Routing turns Chromium's HTTP cache off, so a chunk prefetched
 * earlier is fetched again through the gate when the route needs it.
 */
export class ChunkGate {
  mode: ChunkMode = 'pass';
  readonly known = new Set<string>();
  readonly failed: string[] = [];
  private readonly held: Route[] = [];
  /** Resolvers of `someHeld` calls waiting for a chunk to be held. */
  private readonly waiting: Array<() => void> = [];

  static async install(page: Page): Promise<ChunkGate> {
    const gate = new ChunkGate();
    await page.route('**/assets/js/*.js', (route) => gate.handle(route));
    return gate;
  }

  /** Chunks waiting for `release()`. */
  get heldCount(): number {
    return this.held.length;
  }

  /**
   * Resolves once a chunk is held, or after `timeoutMs` with none: a click's chunk requests
   * reach the gate a moment after the click returns, later still on a busy machine.
   */
  async someHeld(timeoutMs = 10_000): Promise<boolean> {
    if (this.held.length > 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const held = new Promise<boolean>((resolve) => this.waiting.push(() => resolve(true)));
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const answer = await Promise.race([held, timedOut]);
    clearTimeout(timer);
    return answer;
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = request.url();
    const failOnce = this.mode === 'fail-once' && !this.failed.includes(url);
    if (this.mode === 'pass' || this.known.has(url) || (this.mode === 'fail-once' && !failOnce)) {
      if (request.resourceType() === 'script') {
        this.known.add(url);
      }
      await route.continue();
      return;
    }
    if (this.mode === 'fail' || failOnce) {
      this.failed.push(url);
      await route.abort('failed');
      return;
    }
    this.held.push(route);
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Lets every held chunk through (or fails them), then switches to `next` for new ones. */
  async release(outcome: 'pass' | 'fail' = 'pass', next: ChunkMode = 'pass'): Promise<void> {
    this.mode = next;
    const waiting = this.held.splice(0);
    await Promise.all(
      waiting.map((route) => {
        if (outcome === 'pass') {
          return route.continue();
        }
        this.failed.push(route.request().url());
        return route.abort('failed');
      }),
    );
  }
}
