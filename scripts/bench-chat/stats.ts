// The chat benchmark's arithmetic: who sends when (within the chat's rate limit) and what the
// measurements add up to. No Node imports: the bench runs it under Node, vitest tests it in workerd.

/** The chat allows each user 10 messages per 10 s (workers/kernel/rate-limit.ts, RL_CHAT). */
export const RATE_LIMIT = { messages: 10, windowMs: 10_000 };
/** A gap that keeps every user within the limit however its fixed windows fall. */
export const MIN_INTERVAL_MS = RATE_LIMIT.windowMs / RATE_LIMIT.messages;

export interface PlannedSend {
  client: number;
  /** The client's own count, from 0. */
  seq: number;
  /** When to send, from the start of the run. */
  atMs: number;
}

/**
 * `messages` sends shared out among `clients` users, each user sending every `intervalMs` and the
 * users staggered evenly inside one interval, so the room gets a steady stream of
 * clients / intervalMs messages per millisecond while no user goes over the rate limit.
 */
export function planSends(clients: number, messages: number, intervalMs: number): PlannedSend[] {
  if (clients < 1 || messages < 0) throw new Error("need at least one client and no negative message count");
  if (intervalMs < MIN_INTERVAL_MS) throw new Error(`interval must be at least ${MIN_INTERVAL_MS} ms (the rate limit)`);
  const plan: PlannedSend[] = [];
  for (let index = 0; index < messages; index++) {
    const client = index % clients;
    const seq = Math.floor(index / clients);
    plan.push({ client, seq, atMs: Math.round(seq * intervalMs + (client * intervalMs) / clients) });
  }
  return plan.sort((a, b) => a.atMs - b.atMs || a.client - b.client);
}

/** The most sends any one client makes inside any window of `windowMs` (sliding). */
export function busiestWindow(plan: PlannedSend[], windowMs: number): number {
  const byClient = new Map<number, number[]>();
  for (const send of plan) byClient.set(send.client, [...(byClient.get(send.client) ?? []), send.atMs]);
  let most = 0;
  for (const times of byClient.values()) {
    times.sort((a, b) => a - b);
    let first = 0;
    for (let last = 0; last < times.length; last++) {
      while ((times[last] ?? 0) - (times[first] ?? 0) >= windowMs) first++;
      most = Math.max(most, last - first + 1);
    }
  }
  return most;
}

/** Nearest-rank percentile (p in 0–100) of unsorted values; 0 for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export interface RunMeasurements {
  clients: number;
  sent: number;
  /** Messages the room refused (rate limit or any error frame). */
  refused: number;
  /** One entry per delivery to a client other than the sender: milliseconds from send to receipt. */
  latenciesMs: number[];
  /** Times on the bench's one clock (performance.now()). */
  firstSendAt: number;
  lastDeliveryAt: number;
}

export interface BenchSummary {
  clients: number;
  messagesSent: number;
  messagesRefused: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  durationSeconds: number;
  messagesPerSecond: number;
  deliveriesPerSecond: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function summarize(run: RunMeasurements): BenchSummary {
  const accepted = run.sent - run.refused;
  const durationMs = Math.max(1, run.lastDeliveryAt - run.firstSendAt);
  const total = run.latenciesMs.reduce((sum, value) => sum + value, 0);
  return {
    clients: run.clients,
    messagesSent: run.sent,
    messagesRefused: run.refused,
    deliveriesExpected: accepted * (run.clients - 1),
    deliveriesReceived: run.latenciesMs.length,
    latencyMs: {
      p50: round(percentile(run.latenciesMs, 50)),
      p99: round(percentile(run.latenciesMs, 99)),
      mean: round(run.latenciesMs.length ? total / run.latenciesMs.length : 0),
      max: round(run.latenciesMs.length ? Math.max(...run.latenciesMs) : 0),
    },
    durationSeconds: round(durationMs / 1000, 2),
    messagesPerSecond: round(accepted / (durationMs / 1000)),
    deliveriesPerSecond: round(run.latenciesMs.length / (durationMs / 1000)),
  };
}

/** The summary as the bench prints it. */
export function formatSummary(summary: BenchSummary): string[] {
  return [
    `clients: ${summary.clients} websockets on one conversation`,
    `messages: ${summary.messagesSent} sent, ${summary.messagesRefused} refused`,
    `deliveries: ${summary.deliveriesReceived} of ${summary.deliveriesExpected} expected`,
    `delivery latency: p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms (mean ${summary.latencyMs.mean}, max ${summary.latencyMs.max})`,
    `throughput: ${summary.messagesPerSecond} messages/s into the room, ${summary.deliveriesPerSecond} deliveries/s out of it, over ${summary.durationSeconds} s`,
  ];
}
