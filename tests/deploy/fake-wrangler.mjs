#!/usr/bin/env node
// A stand-in for the wrangler CLI at its command-line boundary, for testing `npm run deploy` without
// a Cloudflare account: it keeps an account's databases, namespaces, queues, secrets and deploys in a JSON
// file (FAKE_ACCOUNT) and answers the commands scripts/deploy.mjs uses as wrangler does.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = process.env.FAKE_ACCOUNT;
const account = existsSync(file)
  ? JSON.parse(readFileSync(file, "utf8"))
  : { databases: [], namespaces: [], queues: [], secrets: {}, migrations: 0, deploys: [], calls: [] };
const args = process.argv.slice(2);
const option = (name) => args[args.indexOf(name) + 1];
account.calls.push(args.join(" "));
const save = () => writeFileSync(file, JSON.stringify(account, null, 2));
const print = (value) => process.stdout.write(`${typeof value === "string" ? value : JSON.stringify(value)}\n`);

const command = args
  .filter((arg) => !arg.startsWith("-"))
  .slice(0, 3)
  .join(" ");
if (command === "whoami") print("You are logged in with an API Token.");
else if (args[0] === "d1" && args[1] === "list") print(account.databases);
else if (args[0] === "d1" && args[1] === "create") account.databases.push({ uuid: randomUUID(), name: args[2] });
else if (args[0] === "kv" && args[2] === "list") print(account.namespaces);
else if (args[0] === "kv" && args[2] === "create")
  account.namespaces.push({ id: randomBytes(16).toString("hex"), title: args[3] });
else if (args[0] === "queues" && args[1] === "info" && !account.queues.includes(args[2])) {
  process.stderr.write(`Queue "${args[2]}" does not exist.\n`);
  process.exit(1);
} else if (args[0] === "queues" && args[1] === "info") print(`Queue: ${args[2]}`);
else if (args[0] === "queues" && args[1] === "create") account.queues.push(args[2]);
else if (args[0] === "d1" && args[1] === "migrations") account.migrations += 1;
else if (args[0] === "secret" && args[1] === "list") {
  print(Object.keys(account.secrets[option("--env")] ?? {}).map((name) => ({ name, type: "secret_text" })));
} else if (args[0] === "deploy") {
  const env = option("--env");
  const uploaded = args.includes("--secrets-file") ? JSON.parse(readFileSync(option("--secrets-file"), "utf8")) : {};
  account.secrets[env] = { ...account.secrets[env], ...uploaded };
  account.deploys.push({ env, secrets: Object.keys(uploaded) });
} else {
  process.stderr.write(`fake wrangler: unknown command ${args.join(" ")}\n`);
  process.exit(1);
}
save();
