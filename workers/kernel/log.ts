// The store's one log format: a single JSON object per line, which Workers Logs indexes by field
// (request id, event) and `npm start` prints readably (scripts/lib/pretty-logs.mjs).
import { escapeControlCharacters } from "../../shared/log-text";

export type LogFields = Record<string, unknown>;

export function logLine(level: "info" | "error", fields: LogFields): void {
  // JSON escapes C0 controls but leaves DEL, C1, the line separators and bidi overrides raw, which
  // `wrangler dev` and `wrangler tail` print straight to a terminal; their escapes parse the same.
  const line = escapeControlCharacters(JSON.stringify({ level, time: new Date().toISOString(), ...fields }));
  // biome-ignore lint/suspicious/noConsole: this module is the one place that writes logs, escaped.
  if (level === "error") console.error(line);
  // biome-ignore lint/suspicious/noConsole: this module is the one place that writes logs, escaped.
  else console.log(line);
}

/** Logs an error as one structured line: the event, the fields given, and the error's name, message and stack. */
export function logError(event: string, error: unknown, fields: LogFields = {}): void {
  const described =
    error instanceof Error
      ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
      : { errorMessage: typeof error === "object" && error !== null ? describeObject(error) : String(error) };
  logLine("error", { event, ...fields, ...described });
}

/** An error that is no Error (an error response, a plain object) as readable text, never "[object Object]". */
function describeObject(error: object): string {
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
