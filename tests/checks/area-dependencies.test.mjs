// Dependencies between the server's areas point one way, and no two files import each other
// (docs/decisions/053-areas-one-way.md): an area is a folder of `areaRoots`, so a new area is
// checked the day its folder exists. Part of `npm test`'s lint step (scripts/test.mjs); alone:
// `node --test tests/checks/area-dependencies.test.mjs`.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { dependencyCycles, describe } from "../../scripts/lib/import-graph.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
// The areas live in workers/services/<area>; the other folders of workers/ (http, chat, request)
// are nodes of their own, and so is the seed (workers/db/seed, which fills every area) apart from
// the schema and client it sits beside; each root's loose files are its shared kernel.
const areaRoots = ["workers", "workers/services", "workers/db"];

function failure(kind, cycles) {
  return `${cycles.length} ${kind} import each other:\n${cycles.map(describe).join("\n")}`;
}

test("no two areas of the server import each other, directly or around a loop", () => {
  const { areas } = dependencyCycles({ repo, scanned: "workers", areaRoots });
  assert.equal(areas.length, 0, failure("cycles: areas that", areas));
});

test("no two files of the server import each other, directly or around a loop", () => {
  const { files } = dependencyCycles({ repo, scanned: "workers", areaRoots });
  assert.equal(files.length, 0, failure("cycles: files that", files));
});

/** A throwaway repo with these files, for the check's own tests. */
function withRepo(files, check) {
  const root = mkdtempSync(join(tmpdir(), "area-dependencies-"));
  try {
    const all = { "tsconfig.json": '{ "compilerOptions": { "paths": { "@workers/*": ["./workers/*"] } } }', ...files };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    check(dependencyCycles({ repo: root, scanned: "workers", areaRoots }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("the check names a cycle between areas, with the file and line of each step, through aliases and type imports", () => {
  withRepo(
    {
      "workers/services/orders/order.ts":
        'export const total = 1;\n\nimport type { Paid } from "@workers/services/payments/paid";\n',
      "workers/services/payments/paid.ts":
        'import { total } from "../orders/order";\nexport type Paid = typeof total;\n',
      "workers/services/log.ts": "export const log = 1;\n",
      "workers/services/cart/cart.ts": 'import { log } from "../log";\nexport const cart = log;\n',
    },
    ({ areas, files }) => {
      assert.deepEqual(areas.map(describe), [
        "  workers/services/orders → workers/services/payments → workers/services/orders\n" +
          "    workers/services/orders → workers/services/payments: workers/services/orders/order.ts:3\n" +
          "    workers/services/payments → workers/services/orders: workers/services/payments/paid.ts:1",
      ]);
      assert.equal(files.length, 1, "the two files import each other too");
    },
  );
});

test("the check names a cycle between files of one area, and a loop of three areas, the shortest first", () => {
  withRepo(
    {
      "workers/services/auth/two-factor.ts":
        'import { passkey } from "./passkey-factor";\nexport const code = passkey;\n',
      "workers/services/auth/passkey-factor.ts": 'export { code } from "./two-factor";\nexport const passkey = 1;\n',
      "workers/services/a/a.ts": 'import "../b/b";\n',
      "workers/services/b/b.ts": 'import "../c/c";\n',
      "workers/services/c/c.ts": 'const later = () => import("../a/a");\n',
      "workers/http/route.ts": 'import "../services/a/a";\n',
    },
    ({ areas, files }) => {
      assert.deepEqual(
        areas.map(({ path }) => path),
        ["workers/services/a → workers/services/b → workers/services/c → workers/services/a"],
      );
      assert.deepEqual(
        files.map(({ path }) => path),
        [
          "workers/services/auth/passkey-factor.ts → workers/services/auth/two-factor.ts → workers/services/auth/passkey-factor.ts",
          "workers/services/a/a.ts → workers/services/b/b.ts → workers/services/c/c.ts → workers/services/a/a.ts",
        ],
      );
    },
  );
});
