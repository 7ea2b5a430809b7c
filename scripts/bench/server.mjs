// The store as the bench measures it: the production build on local workerd (`wrangler dev`),
// on a fresh state folder with the demo data (or a state folder given), in bench mode (BENCH=1).
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { offlineEnv, prepareLocal } from "../lib/local-setup.mjs";
import { descendantsNamed, parseProcStat } from "./bench-math.ts";

const benchState = ".wrangler/bench-state";

function processStats() {
  const stats = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** Clock ticks per second of the CPU times in /proc (USER_HZ). */
export function ticksPerSecond() {
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  return Number(answer.stdout.trim()) || 100;
}

async function waitForHealth(origin, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the bench server did not answer ${origin}/api/health in time`);
}

/**
 * Serves the store in bench mode on `port`: on a fresh state folder with the demo data, or on
 * `persistTo` as it stands when `fresh` is false (`npm run bench:scale`'s large store).
 */
export async function startBenchServer(port, { persistTo = benchState, fresh = true } = {}) {
  if (fresh) {
    rmSync(persistTo, { recursive: true, force: true });
    prepareLocal(persistTo);
  }
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo];
  // --test-scheduled: GET /__scheduled runs the Cron Trigger, for bench:scale's housekeeping run.
  args.push("--var", "BENCH:1", "--show-interactive-dev-session=false", "--test-scheduled");
  // Its own process group, so stopping it ends wrangler and workerd together, and nothing else.
  // wrangler dev bundles React's development build unless NODE_ENV says otherwise; deploys get production.
  const env = { ...offlineEnv, NODE_ENV: "production" };
  const server = spawn("npx", args, { stdio: ["ignore", "ignore", "inherit"], env, detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin);
  const workerd = descendantsNamed(processStats(), server.pid, "workerd");
  if (workerd.length === 0) throw new Error("no workerd process found under wrangler dev");
  /** CPU time workerd has used so far, in clock ticks. */
  const cpuTicks = () =>
    processStats()
      .filter((stat) => workerd.includes(stat.pid))
      .reduce((sum, stat) => sum + stat.utime + stat.stime, 0);
  return { origin, cpuTicks, stop };
}
