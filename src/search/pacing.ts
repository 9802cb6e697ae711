/**
 * How the search client shares the main thread with the page: indexing runs in slices of a few
 * milliseconds, each a task of its own, and work that can wait runs when the browser is idle.
 */
/** Runs `task` when the browser is idle (within 2 s), or on the next turn outside a browser. */
export const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, {timeout: 2000}) : setTimeout(task, 0);

/** A new task: the browser's scheduler.yield where there is one (no timer clamping), setImmediate in Node, else a timer. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // Node (the CLI, the tests): a new turn of the event loop, which no timer, real or mocked, delays.
  if (typeof setImmediate === 'function') return new Promise<void>((resume) => setImmediate(resume));
  return new Promise<void>((resume) => setTimeout(resume, 0));
};

/** Main-thread time an indexing task may take before it lets input and rendering through. */
const TASK_BUDGET_MS = 5;

/**
 * The pause between slices of indexing: a new task once the current one has used its budget,
 * so no indexing task is long, even on a phone four times slower (Lighthouse counts a task
 * over 50 ms there as blocking).
 */
export function budgetedPause(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TASK_BUDGET_MS) return;
    await nextTask();
    since = performance.now();
  };
}
