// The store's one log format: a single JSON object per line, which Workers Logs indexes by field
// and `npm start` prints readably (scripts/lib/pretty-logs.mjs).
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logLine(level: "info" | "error", fields: LogFields): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  // biome-ignore lint/suspicious/noConsole: this module is the one place that writes info logs.
  else console.log(line);
}
