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
import { deepImports, dependencyCycles, describe } from "../../scripts/lib/import-graph.mjs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
// Each folder of workers/ is an area (workers/cart, workers/orders, …) or the edge (workers/edge) or
// the database (workers/db), its loose files the area's rules and store; its http/ folder (the
// area's API and pages) is a node of its own, so the edge may read an area's rules while the area's
// API uses the edge. workers/*.ts (the Worker entry and the mounts) is the root that joins them.
const areaRoots = ["workers", "workers/*"];

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

test("no import reaches past an area's entry: its http folder is its own, its mounts' and its pages'", () => {
  const deep = deepImports(repo).map(({ from, to, line }) => `  ${from}:${line} → ${to}`);
  assert.deepEqual(deep, [], `imports past an area's entry:\n${deep.join("\n")}`);
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
    check({ ...dependencyCycles({ repo: root, scanned: "workers", areaRoots }), deep: deepImports(root) });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("the check names a cycle between areas, with the file and line of each step, through aliases and type imports", () => {
  withRepo(
    {
      "workers/orders/order.ts": 'export const total = 1;\n\nimport type { Paid } from "@workers/payments/paid";\n',
      "workers/payments/paid.ts": 'import { total } from "../orders/order";\nexport type Paid = typeof total;\n',
      "workers/kernel/log.ts": "export const log = 1;\n",
      "workers/cart/cart.ts": 'import { log } from "../kernel/log";\nexport const cart = log;\n',
    },
    ({ areas, files }) => {
      assert.deepEqual(areas.map(describe), [
        "  workers/orders/* → workers/payments/* → workers/orders/*\n" +
          "    workers/orders/* → workers/payments/*: workers/orders/order.ts:3\n" +
          "    workers/payments/* → workers/orders/*: workers/payments/paid.ts:1",
      ]);
      assert.equal(files.length, 1, "the two files import each other too");
    },
  );
});

test("the check names a cycle between files of one area, and a loop of three areas, the shortest first", () => {
  withRepo(
    {
      "workers/accounts/two-factor.ts": 'import { passkey } from "./passkey-factor";\nexport const code = passkey;\n',
      "workers/accounts/passkey-factor.ts": 'export { code } from "./two-factor";\nexport const passkey = 1;\n',
      "workers/a/a.ts": 'import "../b/b";\n',
      "workers/b/b.ts": 'import "../c/c";\n',
      "workers/c/c.ts": 'const later = () => import("../a/a");\n',
      "workers/edge/route.ts": 'import "../a/a";\n',
    },
    ({ areas, files }) => {
      assert.deepEqual(
        areas.map(({ path }) => path),
        ["workers/a/* → workers/b/* → workers/c/* → workers/a/*"],
      );
      assert.deepEqual(
        files.map(({ path }) => path),
        [
          "workers/accounts/passkey-factor.ts → workers/accounts/two-factor.ts → workers/accounts/passkey-factor.ts",
          "workers/a/a.ts → workers/b/b.ts → workers/c/c.ts → workers/a/a.ts",
        ],
      );
    },
  );
});

test("an area's API and pages (its http folder) are a node of their own, and its tests are not scanned", () => {
  withRepo(
    {
      "workers/edge/session.ts":
        'import { readSession } from "../accounts/sessions";\nexport const signedIn = readSession;\n',
      "workers/accounts/sessions.ts": "export const readSession = 1;\n",
      "workers/accounts/http/api.ts": 'import { signedIn } from "../../edge/session";\nexport const api = signedIn;\n',
      "workers/accounts/tests/api.test.ts": 'import "../http/api";\nimport "../../edge/session";\n',
    },
    ({ areas, files }) => {
      assert.deepEqual(areas, [], "edge → accounts rules, accounts API → edge: one way");
      assert.deepEqual(files, []);
    },
  );
  withRepo(
    {
      "workers/cart/cart.ts": 'import { api } from "./http/api";\nexport const cart = api;\n',
      "workers/cart/http/api.ts": "export const api = 1;\n",
      "workers/edge/validation.ts": 'import "../cart/http/api";\n',
      "workers/cart/http/page.server.ts": 'import "../../edge/validation";\n',
    },
    ({ areas }) => {
      assert.deepEqual(
        areas.map(({ path }) => path),
        ["workers/cart/http → workers/edge/* → workers/cart/http"],
      );
    },
  );
});

test("the check names an import past an area's entry, and lets the area, the mounts, the routes and a page's data type in", () => {
  withRepo(
    {
      "workers/cart/http/api.ts": 'import "../cart";\nexport const api = 1;\n',
      "workers/cart/http/page.server.ts": 'import "./api";\n',
      "workers/cart/cart.ts": "export const cart = 1;\n",
      "workers/api.ts": 'import "./cart/http/api";\n',
      "app/routes/cart.tsx": 'export { loader } from "@workers/cart/http/page.server";\n',
      "app/components/cart-line.tsx": 'import { api } from "@workers/cart/http/api";\n',
      "app/components/cart-view.tsx":
        'import type { CartView } from "@workers/cart/http/page.server";\nimport {\n  type Line,\n} from "@workers/cart/http/api";\n',
      "workers/orders/http/api.ts": 'import "../../cart/http/api";\nimport "../../cart/cart";\n',
    },
    ({ deep }) => {
      assert.deepEqual(
        deep.map(({ from, to }) => `${from} → ${to}`),
        [
          "workers/orders/http/api.ts → workers/cart/http/api.ts",
          "app/components/cart-line.tsx → workers/cart/http/api.ts",
          // A value import that names a type inside its braces is not erased as a whole: it counts.
          "app/components/cart-view.tsx → workers/cart/http/api.ts",
        ],
      );
    },
  );
});
