// What the delivery desk's tests start from: staff of each role signed in, paid orders made the way
// a shopper makes one, and the promise of an order moved to make it more or less urgent.
import { env } from "cloudflare:test";
import type { StaffRole } from "../../../shared/codes";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { callApi, signIn } from "../../../tests/workers/support/store";

export interface Staff {
  id: number;
  name: string;
  cookie: string;
}

/** A signed-in staff member of `role`, named `name` (the shopper sees the first word of it). */
export async function staffMember(label: string, role: StaffRole, name = "Test Agent"): Promise<Staff> {
  await seedOnce();
  const account = await newAdmin(label, role);
  await env.DB.prepare("UPDATE users SET name = ? WHERE email = ?").bind(name, account.email).run();
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(account.email).first<{ id: number }>();
  return { id: row?.id ?? 0, name, cookie: await signIn(account) };
}

/** A shopper's paid order (waiting for delivery) with the shopper's email and phone, to look for where they must not be. */
export async function paidOrderOf(label: string) {
  const order = await newPaidOrder(label);
  const buyer = await env.DB.prepare(
    "SELECT users.email, users.phone FROM users JOIN orders ON orders.user_id = users.id WHERE orders.id = ?",
  )
    .bind(order.orderId)
    .first<{ email: string; phone: string }>();
  if (!buyer) throw new Error("the order's shopper is missing");
  return { ...order, email: buyer.email, phone: buyer.phone };
}

/** Moves the order's promise to `minutes` from now (negative: late by that much). */
export async function promiseIn(orderId: number, minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000).toISOString();
  await env.DB.prepare("UPDATE orders SET deliver_by = ? WHERE id = ?").bind(at, orderId).run();
}

/** A desk call (GET or POST, with a JSON body) as `staff`. */
export function desk(staff: Staff, method: "GET" | "POST", path: string, body?: unknown) {
  return callApi(method, path, method === "GET" ? undefined : (body ?? {}), { cookie: staff.cookie });
}

/** The audit entries of the desk's actions on an order, oldest first. */
export async function deskAudit(orderId: number) {
  const rows = await env.DB.prepare(
    "SELECT actor_user_id, action, before, after FROM audit_log WHERE entity = 'order' AND entity_id = ? AND action IN ('claim', 'release', 'assign') ORDER BY id",
  )
    .bind(String(orderId))
    .all<{ actor_user_id: number; action: string; before: string | null; after: string | null }>();
  return rows.results.map((row) => ({
    actor: row.actor_user_id,
    action: row.action,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
}
