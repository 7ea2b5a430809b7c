// One soak: the traffic kinds in parallel loops for most of each minute, then a quiet moment and a
// sample of the workerd listening on the store's port. Answers the samples and why it failed.
import { connectionsToNode, listenerPid, socketSample } from "./sockets.mjs";
import { createRecorder, prepareTraffic } from "./traffic.mjs";
import { quantile, verdict } from "./verdict.mjs";

// The traffic stops long enough for kept-alive connections to close (Node's and workerd's idle
// timeouts are 5 s), so each sample counts what stays behind.
const QUIET_MS = 7_000;

/**
 * `minutes` of `kinds` (all when not given) against `base`; `onMinute(index, sample)` hears each
 * minute's sample as it is taken. `webhookSecret` signs the Stripe events as Stripe would.
 */
export async function soak({ base, minutes, kinds, webhookSecret, onMinute = () => {} }) {
  const pid = listenerPid(new URL(base).port);
  if (!pid) throw new Error(`nothing listens on ${base}`);
  const minuteMs = Math.min(60_000, minutes * 60_000);
  const rounds = Math.max(1, Math.round((minutes * 60_000) / minuteMs));
  const recorder = createRecorder();
  const traffic = await prepareTraffic(base, { webhookSecret }, recorder);
  const chosen = kinds ?? Object.keys(traffic);
  for (const kind of chosen) if (!traffic[kind]) throw new Error(`no traffic kind ${kind}: ${Object.keys(traffic)}`);
  // One round of each first: the files the runtime opens once (a chat room's storage, a queue's,
  // a namespace's) are in the baseline, not counted as growth.
  for (const kind of chosen) await traffic[kind]();
  recorder.take();
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const baseline = socketSample(pid);

  const measured = [];
  for (let minute = 0; minute < rounds; minute++) {
    const until = Date.now() + minuteMs - QUIET_MS;
    let peakToNode = 0;
    const watch = setInterval(() => {
      peakToNode = Math.max(peakToNode, connectionsToNode(pid));
    }, 1000);
    // Each kind in its own loop, so a slow kind does not hold the others back.
    await Promise.all(
      chosen.map(async (kind) => {
        while (Date.now() < until) await traffic[kind]();
      }),
    );
    clearInterval(watch);
    const { latencies, errors } = recorder.take();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const sample = {
      requests: latencies.length,
      errors,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      peakToNode,
      ...socketSample(pid),
    };
    measured.push(sample);
    onMinute(minute, sample);
  }
  return { pid, kinds: chosen, baseline, measured, reasons: verdict(baseline, measured) };
}
