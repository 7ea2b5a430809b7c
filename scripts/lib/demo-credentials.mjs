// The demo accounts the seed creates, printed by `npm start` in development.
import { readFileSync } from "node:fs";

/** The seed's demo accounts (workers/db/seed/demo-accounts.json). */
export const demoAccounts = JSON.parse(
  readFileSync(new URL("../../workers/db/seed/demo-accounts.json", import.meta.url), "utf8"),
);

/** The store's address and the demo accounts to sign in with. */
export function demoCredentialsBanner(origin) {
  return [
    "",
    `  Store:   ${origin}`,
    `  Admin:   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}`,
    `  Shopper: ${demoAccounts.shopper.email} / ${demoAccounts.shopper.password}`,
    `  Delivery agent (the delivery desk only): ${demoAccounts.delivery.email} / ${demoAccounts.delivery.password}`,
  ].join("\n");
}
