// `npm start` prints the Worker's JSON log lines (workers/services/log.ts) readably: time, level,
// the request's method, route, status, duration and id, then any other field; a stack on its own
// lines. Anything that is not such a line passes through unchanged.
import { createInterface } from "node:readline";

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
  const stack = typeof fields.stack === "string" ? `\n    ${fields.stack.split("\n").join("\n    ")}` : "";
  return `${[...head, ...rest].join("  ")}${stack}`;
}

/** Copies `input` to `output` line by line, each JSON log line made readable. */
export function pipePrettyLogs(input, output) {
  createInterface({ input }).on("line", (line) => output.write(`${prettyLogLine(line)}\n`));
}
