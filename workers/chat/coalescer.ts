// Runs an action at most once per interval per key: the first call runs at once; calls within the
// interval are folded into one run at its end, with the action of the last call (the latest state
// wins). Kept in the room's memory: an evicted room simply starts with every key free.
import { logError } from "../kernel/log";

export class Coalescer {
  private readonly keys = new Map<string, { pending: (() => unknown) | null; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly intervalMs: number) {}

  run(key: string, action: () => unknown): void {
    const busy = this.keys.get(key);
    if (busy) {
      busy.pending = action;
      return;
    }
    this.start(key, action);
  }

  private start(key: string, action: () => unknown): void {
    const entry = {
      pending: null as (() => unknown) | null,
      timer: setTimeout(() => {
        this.keys.delete(key);
        if (entry.pending) this.start(key, entry.pending);
      }, this.intervalMs),
    };
    this.keys.set(key, entry);
    void Promise.resolve()
      .then(action)
      .catch((error: unknown) => logError("coalesced_chat_work_failed", error, { key }));
  }
}
