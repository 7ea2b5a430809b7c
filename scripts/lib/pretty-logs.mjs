// `npm start` prints the Worker's JSON log lines (workers/kernel/log.ts) readably: time, level,
// the request's method, route, status, duration and id, then any other field; a stack on its own
// lines. Every value is printed with its control characters escaped, so no logged value can start a
// forged line or restyle the terminal. Anything that is not such a line (wrangler's own output)
// passes through unchanged. No Node built-ins, so the store's tests in workerd print with it too.
import { escapeControlCharacters } from "../../shared/log-text.ts";

const shown = ["time", "level", "event", "method", "route", "status", "durationMs", "requestId", "stack"];

export function prettyLogLine(line) {
  if (!line.startsWith("{")) return line;
  let fields;
  try {
    fields = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof fields !== "object" || fields === null || !("level" in fields)) return line;
  const time = typeof fields.time === "string" ? fields.time.slice(11, 19) : "";
  const head = [
    time,
    fields.level === "error" ? "ERROR" : "info ",
    fields.event ?? "",
    fields.method && fields.route ? `${fields.method} ${fields.route}` : "",
    fields.status ? `→ ${fields.status}` : "",
    typeof fields.durationMs === "number" ? `${fields.durationMs} ms` : "",
    fields.requestId ? `[${fields.requestId}]` : "",
  ].filter(Boolean);
  const rest = Object.entries(fields)
    .filter(([name]) => !shown.includes(name))
    .map(([name, value]) => `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  // A stack keeps its own lines, each indented under the line it belongs to.
  const stackLines = typeof fields.stack === "string" ? fields.stack.split("\n") : [];
  return [[...head, ...rest].join("  "), ...stackLines.map((line) => `    ${line}`)]
    .map(escapeControlCharacters)
    .join("\n");
}
