// The soak's judgement over its minute-by-minute samples: what grows, fails or slows down.

/** The `fraction` quantile of `values` (ms), 0 when there are none. */
export function quantile(values, fraction) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Sockets and files may wobble by a few between samples; a leak grows past this. */
export const ALLOWED_GROWTH = { closeWait: 5, openFiles: 25 };

/**
 * Connections at once from that workerd to a Node process while traffic runs: the store itself
 * needs none (Miniflare's own calls are rare); more means a layer that calls Node per request.
 */
export const ALLOWED_TO_NODE = 3;

/**
 * Why the run failed (empty when it did not), from the sample before any traffic (`baseline`) and
 * one sample per minute: CLOSE-WAIT sockets or open files above the baseline, connections to Node
 * during the traffic, any error, or the last minute's p95 over twice the first's (and 100 ms more).
 */
export function verdict(baseline, minutes) {
  const reasons = [];
  const last = minutes.at(-1);
  if (!last) return ["no minute was measured"];
  if (last.closeWait > baseline.closeWait + ALLOWED_GROWTH.closeWait)
    reasons.push(`CLOSE-WAIT sockets grew from ${baseline.closeWait} to ${last.closeWait}`);
  if (last.openFiles > baseline.openFiles + ALLOWED_GROWTH.openFiles)
    reasons.push(`open files grew from ${baseline.openFiles} to ${last.openFiles}`);
  const peakToNode = Math.max(...minutes.map((minute) => minute.peakToNode));
  if (peakToNode > ALLOWED_TO_NODE)
    reasons.push(`${peakToNode} connections at once from the store's workerd to a Node process`);
  const errors = minutes.reduce((sum, minute) => sum + minute.errors.length, 0);
  if (errors > 0) reasons.push(`${errors} errors, first: ${minutes.find((minute) => minute.errors.length)?.errors[0]}`);
  const first = minutes[0];
  if (minutes.length > 1 && last.p95 > 2 * first.p95 + 100)
    reasons.push(`p95 latency rose from ${first.p95.toFixed(0)} ms to ${last.p95.toFixed(0)} ms`);
  return reasons;
}

/** The samples as a Markdown table. */
export function table(baseline, minutes) {
  const rows = [
    "| minute | requests | errors | p50 ms | p95 ms | to Node | open files | CLOSE-WAIT |",
    "|-------:|---------:|-------:|-------:|-------:|--------:|-----------:|-----------:|",
    `| before |        — |      — |      — |      — |       — | ${String(baseline.openFiles).padStart(10)} | ${String(baseline.closeWait).padStart(10)} |`,
  ];
  minutes.forEach((minute, index) => {
    const cells = [
      index + 1,
      minute.requests,
      minute.errors.length,
      minute.p50.toFixed(0),
      minute.p95.toFixed(0),
      minute.peakToNode,
    ];
    rows.push(
      `| ${cells.map((cell) => String(cell).padStart(6)).join(" | ")} | ${String(minute.openFiles).padStart(10)} | ${String(minute.closeWait).padStart(10)} |`,
    );
  });
  return rows.join("\n");
}
