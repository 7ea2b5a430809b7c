// The store's log lines: one JSON object per line, so the platform's log search can filter by
// field (request id, event). Workers Logs keeps what goes to the console.

/** Logs an error as one structured line: the event, the fields given, and the error's name, message and stack. */
export function logError(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const described =
    error instanceof Error
      ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
      : { errorMessage: String(error) };
  console.error(JSON.stringify({ level: "error", event, ...fields, ...described, time: new Date().toISOString() }));
}
