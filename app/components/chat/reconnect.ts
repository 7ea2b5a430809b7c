// Timings of the chat's connection to its room (spec section 9: the old socket client reconnected
// after 1 s, at most 5 s, jitter 0.5, timing out after 20 s; the REST endpoint was polled every 2 s).

export const POLL_INTERVAL_MS = 2_000;
export const CONNECT_TIMEOUT_MS = 20_000;
/** How long a message sent over the websocket may wait for its echo before the text is given back. */
export const ECHO_TIMEOUT_MS = 10_000;

const INITIAL_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5_000;
const JITTER = 0.5;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): doubling from 1 s, spread by
 * ±50 % so a server restart is not met by every browser at the same instant, never above 5 s.
 * `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const base = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** Math.max(0, attempt));
  const spread = base * JITTER;
  return Math.round(Math.min(MAX_DELAY_MS, base - spread + 2 * spread * random));
}
