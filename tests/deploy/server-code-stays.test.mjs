// The client build refuses to ship server code (scripts/vite-server-code-stays.ts,
// docs/decisions/001-layout.md): a browser module that takes a value from workers/ fails the
// build, one that only names a type from there builds.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const plugin = fileURLToPath(new URL("../../scripts/vite-server-code-stays.ts", import.meta.url));

async function buildClient(entry) {
  const root = mkdtempSync(join(tmpdir(), "server-code-stays-"));
  try {
    mkdirSync(join(root, "workers"));
    writeFileSync(
      join(root, "workers/price.ts"),
      "export interface Price { cents: number }\nexport const Fee = { cents: 99 };\n",
    );
    writeFileSync(join(root, "entry.ts"), entry);
    writeFileSync(
      join(root, "vite.config.ts"),
      `import { serverCodeStaysOnServer } from ${JSON.stringify(plugin)};\n` +
        `export default { plugins: [serverCodeStaysOnServer()], logLevel: "silent", build: { write: false, rollupOptions: { input: ${JSON.stringify(join(root, "entry.ts"))} } } };\n`,
    );
    await build({ root, configFile: join(root, "vite.config.ts") });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("a browser module taking a value from workers/ fails the client build", async () => {
  await assert.rejects(
    buildClient('import { Fee } from "./workers/price";\ndocument.title = String(Fee.cents);\n'),
    /would send server code to the browser: .*workers\/price\.ts/,
  );
});

test("a browser module naming only a type from workers/ builds", async () => {
  await buildClient(
    'import type { Price } from "./workers/price";\nconst shown: Price = { cents: 1 };\ndocument.title = String(shown.cents);\n',
  );
});
