// What the soak watches in the local runtime: the workerd process that listens on the store's
// port (the one that held 19,983 CLOSE-WAIT sockets in issue 47), its open files and its sockets
// that the other side has closed but it has not (CLOSE-WAIT).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

/** The pid of the process listening on 127.0.0.1:`port`, or null. */
export function listenerPid(port) {
  const listening = execFileSync("ss", ["-tlnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = listening.match(/pid=(\d+)/)?.[1];
  return pid ? Number(pid) : null;
}

/** Open files, and sockets in CLOSE-WAIT by the port at their other end, of process `pid`. */
export function socketSample(pid) {
  const openFiles = readdirSync(`/proc/${pid}/fd`).length;
  const closeWait = execFileSync("ss", ["-tanpH", "state", "close-wait"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`));
  const peers = {};
  for (const line of closeWait) {
    const peer = line.trim().split(/\s+/)[3]?.split(":").pop() ?? "?";
    peers[peer] = (peers[peer] ?? 0) + 1;
  }
  return { openFiles, closeWait: closeWait.length, closeWaitPeers: peers };
}

/**
 * The sockets of process `pid` connected to a port some Node process listens on: under
 * `wrangler dev`, the workerd on the store's port opened one to wrangler's Node process for every
 * logged line and every failed request (docs/decisions/047-local-runtime.md), the sockets it then
 * left in CLOSE-WAIT.
 */
export function connectionsToNode(pid) {
  const nodePorts = new Set(
    execFileSync("ss", ["-tlnpH"], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes('(("node",'))
      .map((line) => line.trim().split(/\s+/)[3]?.split(":").pop()),
  );
  return execFileSync("ss", ["-tanpH"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`))
    .filter((line) => nodePorts.has(line.trim().split(/\s+/)[4]?.split(":").pop())).length;
}
