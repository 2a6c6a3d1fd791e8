/** What an idle callback is told: how long the browser can spare now. */
export interface IdleTime {
  timeRemaining(): number;
}

/**
 * Runs `task` once the browser has nothing more pressing to do, within 5 s (Safari has no
 * requestIdleCallback: a second's delay, with a few milliseconds to spare, stands in).
 */
export function whenIdle(task: (idle: IdleTime) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(task, { timeout: 5000 });
  } else {
    setTimeout(() => {
      const until = performance.now() + 8;
      task({ timeRemaining: () => Math.max(0, until - performance.now()) });
    }, 1000);
  }
}
