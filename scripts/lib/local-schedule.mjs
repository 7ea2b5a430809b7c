// The Cron Triggers of wrangler.toml, fired locally: Cloudflare runs them for a deployed Worker, but
// no local server does by itself, so `npm start` would never expire an unpaid order, compensate a
// late one or sweep the outbox (issue 47). The schedule is read from the configuration wrangler
// deploys, never restated here.
import { Cron } from "croner";
import { unstable_readConfig } from "wrangler";

/** The `[triggers] crons` expressions of `configPath`, as wrangler reads them for a deploy. */
export function configuredCrons(configPath = "wrangler.toml") {
  return unstable_readConfig({ config: configPath }).triggers?.crons ?? [];
}

/**
 * Calls `fire(cron, scheduledTime)` at each due time of each expression, in UTC as Cloudflare runs
 * them, on the clock `now` (a test's clock can be set just before a due time). A run that fails is
 * handed to `onError` and the schedule goes on. Answers each expression's next due time and `stop`.
 */
export function runSchedule(crons, fire, { now = () => new Date(), onError = console.error } = {}) {
  const timers = new Set();
  const next = new Map();
  const plan = (expression, after) => {
    const due = new Cron(expression, { paused: true, timezone: "Etc/UTC" }).nextRun(after);
    if (!due) return;
    next.set(expression, due);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        // The next run is planned from this due time, so a timer firing a moment early or a
        // slow run neither repeats nor skips a due time.
        plan(expression, due);
        Promise.resolve()
          .then(() => fire(expression, due))
          .catch(onError);
      },
      Math.max(0, due.getTime() - now().getTime()),
    );
    timers.add(timer);
  };
  for (const expression of crons) plan(expression, now());
  return {
    next: (expression) => next.get(expression),
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
