// Helpers for staff management's tests (workers/staff): inviting through the owner's API, the link
// the invitation email brings, accepting it as a new or an existing account, and the audit entries.
import { env } from "cloudflare:test";
import { callApi, linkInEmail, password, postForm } from "./store";

/** POST /api/admin/staff as `cookie`. */
export function invite(cookie: string, email: string, role: string) {
  return callApi("POST", "/api/admin/staff", { email, role }, { cookie });
}

/** The token of the newest (or the `count`th) staff invitation email to `email`. */
export async function invitationToken(email: string, count = 1): Promise<string> {
  const link = await linkInEmail(email, "/staff-invitation", count);
  return link.searchParams.get("token") ?? "";
}

/** Accepts as a new account, with the name and a password that meet the registration's rules. */
export function joinAsNew(token: string, fields: { nome?: string; password?: string; confirmPassword?: string } = {}) {
  const chosen = fields.password ?? password;
  // The page's form posts to its own address, the link's.
  return postForm(`/staff-invitation?token=${encodeURIComponent(token)}`, {
    token,
    nome: fields.nome ?? "New Staff",
    password: chosen,
    confirmPassword: fields.confirmPassword ?? chosen,
  });
}

/** Accepts as the address's existing account, with `accountPassword`. */
export function joinWithOwnPassword(token: string, accountPassword: string) {
  return postForm(`/staff-invitation?token=${encodeURIComponent(token)}`, { token, password: accountPassword });
}

export interface StaffRow {
  id: number;
  is_admin: number;
  staff_role: string | null;
  staff_since: string | null;
}

export async function staffRowOf(email: string): Promise<StaffRow | null> {
  return env.DB.prepare("SELECT id, is_admin, staff_role, staff_since FROM users WHERE email = ?")
    .bind(email)
    .first<StaffRow>();
}

export interface AuditRow {
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** The audit entries of `action` on `entity` #`entityId`, oldest first, with before and after read as JSON. */
export async function auditEntries(action: string, entity: string, entityId: number | string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT actor_user_id, action, entity, entity_id, before, after FROM audit_log WHERE action = ? AND entity = ? AND entity_id = ? ORDER BY id",
  )
    .bind(action, entity, String(entityId))
    .all<AuditRow & { before: string | null; after: string | null }>();
  return results.map((row) => ({
    ...row,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
}

/** Makes every owner but `keep` a manager, so the store's owners are exactly `keep`. */
export async function onlyOwners(...keep: number[]) {
  await env.DB.prepare(
    `UPDATE users SET staff_role = 'manager' WHERE staff_role = 'owner' AND id NOT IN (${keep.map(() => "?").join(", ")})`,
  )
    .bind(...keep)
    .run();
}
