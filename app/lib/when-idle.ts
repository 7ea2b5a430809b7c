/** Runs `work` once the browser is idle (a timer where it cannot say): for fetching code ahead. */
export function whenIdle(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(work);
}
