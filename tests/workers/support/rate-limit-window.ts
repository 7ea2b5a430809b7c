/**
 * The local rate limiter (miniflare) counts in fixed windows aligned to the clock: a request's window
 * is floor(now / period). A test that fills a limit and expects the next request refused must send
 * them all within one window, or the count starts again halfway and the refusal never comes. This
 * waits, when needed, for a window with at least `needSeconds` left: up to `needSeconds`, which the
 * calling test's timeout must hold on top of its own work (vitest's default is 30 s).
 */
export async function withinOneRateLimitWindow(periodSeconds: 10 | 60, needSeconds: number): Promise<void> {
  const periodMs = periodSeconds * 1_000;
  const leftMs = periodMs - (Date.now() % periodMs);
  if (leftMs < needSeconds * 1_000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}
