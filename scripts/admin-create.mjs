// `npm run admin:create -- --email you@example.com [--name "Your Name"] [--env production|staging]`
// (or `--local [--persist-to DIR]` for the local database): the first admin of a store that has no
// demo data. The account is created (or an existing one promoted), verified, with no usable
// password; the command prints a one-time link, valid for 24 hours, where its owner sets one.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { queryD1, wranglerD1 } from "./db/wrangler-d1.mjs";
import { localOrigin } from "./lib/local-setup.mjs";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string", default: "Admin" },
    env: { type: "string" },
    local: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const email = values.email?.trim().toLowerCase() ?? "";
// Inlined into SQL below (wrangler's execute takes no parameters): only plain addresses and names.
if (!/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(email)) fail("--email must be a plain email address");
const name = values.name.trim();
if (!/^[\p{L}\p{N} .'-]{1,80}$/u.test(name) || name.includes("'"))
  fail("--name may hold letters, digits, spaces, dots and hyphens");
if (values.local === Boolean(values.env)) fail("Choose --env staging|production or --local");
if (values.env && !["staging", "production"].includes(values.env)) fail("--env must be staging or production");

const where = values.local
  ? ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])]
  : ["--remote", "--env", values.env];

function publicOrigin() {
  // The address `npm start` serves and prints (PORT as it reads it).
  if (values.local) return localOrigin(process.env.PORT);
  const toml = readFileSync("wrangler.toml", "utf8");
  const origin = toml.match(new RegExp(`\\[env\\.${values.env}\\.vars\\][\\s\\S]*?PUBLIC_ORIGIN = "([^"]*)"`))?.[1];
  if (!origin)
    fail(`No PUBLIC_ORIGIN for ${values.env} in wrangler.toml: run npm run deploy -- --env ${values.env} first`);
  return origin;
}

const token = randomBytes(32).toString("base64url");
const tokenHash = createHash("sha256").update(token).digest("hex");
const now = new Date();
const expires = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
const user = `(SELECT id FROM users WHERE email = '${email}')`;

wranglerD1([
  "execute",
  "DB",
  ...where,
  "--command",
  [
    // No password hash matches the "unset" scheme, so nobody can sign in before the link is used.
    // The account this script makes is the store's owner: every permission, and the staff's management.
    `INSERT INTO users (name, email, password_hash, is_admin, staff_role, staff_since, email_verified_at) VALUES ('${name}', '${email}', 'unset', 1, 'owner', '${now.toISOString()}', '${now.toISOString()}')`,
    `ON CONFLICT(email) DO UPDATE SET is_admin = 1, staff_role = 'owner', staff_since = coalesce(staff_since, '${now.toISOString()}'), disabled_at = NULL, email_verified_at = coalesce(email_verified_at, '${now.toISOString()}');`,
    `UPDATE password_reset_tokens SET used_at = '${now.toISOString()}' WHERE user_id = ${user} AND used_at IS NULL;`,
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) SELECT id, '${tokenHash}', '${expires}' FROM users WHERE email = '${email}';`,
  ].join(" "),
]);
const [admin] = queryD1(`SELECT id, is_admin FROM users WHERE email = '${email}'`, where);
if (!admin?.is_admin) fail("The account was not made an admin");

console.log(
  `\n✔ ${email} is an admin. Set the password within 24 hours at:\n\n  ${publicOrigin()}/reset-password?token=${token}\n`,
);
