// The demo accounts the seed creates, printed by `npm start` in development.
import { readFileSync } from "node:fs";

const accounts = JSON.parse(readFileSync(new URL("../../workers/db/seed/demo-accounts.json", import.meta.url), "utf8"));

export function demoCredentialsBanner(port) {
  return [
    "",
    `  Store:   http://127.0.0.1:${port}`,
    `  Admin:   ${accounts.admin.email} / ${accounts.admin.password}`,
    `  Shopper: ${accounts.shopper.email} / ${accounts.shopper.password}`,
    "",
  ].join("\n");
}
