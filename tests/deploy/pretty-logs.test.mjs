// `npm start`'s readable form of the Worker's JSON log lines.
import assert from "node:assert/strict";
import { test } from "node:test";
import { prettyLogLine } from "../../scripts/lib/pretty-logs.mjs";

test("a request line reads as time, level, method and route, status, duration and request id", () => {
  const line = JSON.stringify({
    level: "info",
    time: "2026-11-23T21:05:09.123Z",
    event: "request",
    method: "GET",
    route: "/game/:id",
    status: 200,
    durationMs: 12,
    requestId: "req-1",
  });
  assert.equal(prettyLogLine(line), "21:05:09  info   request  GET /game/:id  → 200  12 ms  [req-1]");
});

test("an error line keeps its other fields and puts the stack on its own lines", () => {
  const line = JSON.stringify({
    level: "error",
    time: "2026-11-23T21:05:09Z",
    event: "request",
    status: 500,
    stack: "Error: x\nat y",
    extra: 1,
  });
  assert.equal(prettyLogLine(line), "21:05:09  ERROR  request  → 500  extra=1\n    Error: x\n    at y");
});

test("anything else passes through unchanged", () => {
  for (const line of ["⎔ Starting local server...", "{not json", JSON.stringify({ no: "level" })]) {
    assert.equal(prettyLogLine(line), line);
  }
});

test("a value carrying a newline, an ANSI escape or a bidi override prints on its one line, escaped", () => {
  const forged = "/x\n21:05:10  ERROR  request  GET /admin  → 500\r\u001b[2K\u009b31m\u2028\u202egnp.exe\u007f";
  const line = JSON.stringify({
    level: "info",
    time: "2026-11-23T21:05:09Z",
    event: "csp_violation",
    requestId: "req-\u001b[8m",
    documentUri: forged,
    stack: "Error: bad\u001b[31m\nat y\r",
  });
  assert.equal(
    prettyLogLine(line),
    "21:05:09  info   csp_violation  [req-\\u001b[8m]" +
      "  documentUri=/x\\n21:05:10  ERROR  request  GET /admin  → 500\\r\\u001b[2K\\u009b31m\\u2028\\u202egnp.exe\\u007f" +
      "\n    Error: bad\\u001b[31m\n    at y\\r",
  );
});
