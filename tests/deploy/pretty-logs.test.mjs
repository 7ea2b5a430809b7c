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
