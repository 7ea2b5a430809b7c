// Accounts in the admin area: search, the profile with orders and chats, and disabling an account (its
// sessions end at once; the store always keeps one active owner). Who is staff, with which role, is
// staff management's (workers/staff): an account joins the staff only by accepting an invitation.
import { and, count, desc, eq, isNull, ne, or, type SQL } from "drizzle-orm";
import type { PageRequest } from "../../shared/admin/listing";
import type { Recipient } from "../accounts/emails";
import { isTwoFactorEnabled } from "../accounts/second-factor-check";
import { requirePower, type Viewer } from "../accounts/staff-powers";
import { endAllSessions } from "../accounts/users";
import type { Database } from "../db/client";
import { startsWithText } from "../db/contains-text";
import { keyset } from "../db/keyset";
import { chatConversations, recoveryCodes, twoFactor, users } from "../db/schema";
import type { AdminDeps } from "../kernel/audit-log";
import { type AuditEntry, auditStatement } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { listOrders } from "../orders/queries";

/** What admins see of an account: never the password hash or the session version. */
const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isAdmin: users.isAdmin,
  staffRole: users.staffRole,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

/**
 * What an admin's search of accounts (or of orders by their shopper) matches, through indexes: the
 * account number exactly, or the start of the email address or of the name (users_email_lower_idx,
 * users_name_lower_idx). A search inside the text would read every account.
 */
export function accountSearch(text: string): SQL | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return undefined;
  const number = /^#?\d{1,15}$/.test(typed) ? Number(typed.replace("#", "")) : null;
  return or(
    number === null ? undefined : eq(users.id, number),
    startsWithText(users.email, typed),
    startsWithText(users.name, typed),
  );
}

/** Newest accounts first (users_created_idx), a page at a time by key. */
export async function listAdminUsers(db: Database, query: { search: string; request: PageRequest }) {
  const paging = keyset<{ id: number; createdAt: string }>(
    [
      { by: users.createdAt, direction: "desc", of: (row) => row.createdAt },
      { by: users.id, direction: "desc", of: (row) => row.id },
    ],
    query.request,
  );
  const rows = await db
    .select(publicColumns)
    .from(users)
    .where(and(accountSearch(query.search), paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.limit);
  return paging.page(rows);
}

async function findAccount(db: Database, userId: number) {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return user;
}

export async function getAdminUser(db: Database, userId: number) {
  const user = await findAccount(db, userId);
  const [orderList, chats, twoFactorOn] = await Promise.all([
    listOrders(db, userId),
    db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, userId))
      .orderBy(desc(chatConversations.lastMessageAt)),
    isTwoFactorEnabled(db, userId),
  ]);
  return { user, orders: orderList, chats, twoFactorOn };
}

/** Whether another active owner than `userId` exists: removing or disabling the last one is refused. */
async function hasAnotherActiveOwner(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.staffRole, "owner"), isNull(users.disabledAt), ne(users.id, userId)));
  return (row?.n ?? 0) > 0;
}

/** Who changes an account: the staff member's session, whose role says whether they manage the staff. */
type AccountChangeDeps = AdminDeps & { admin: Pick<Viewer, "adminAccess" | "staffRole"> };

/** A staff account's standing (made, unmade, disabled, its second factor reset) is the owner's to change. */
function requireStaffManagementOver(deps: AccountChangeDeps, account: { isAdmin: boolean }) {
  if (account.isAdmin) requirePower(deps.admin, "staff");
}

/** The audit entry of an admin's change to the account `userId`, for the change's batch. */
function accountAudit(deps: AdminDeps, userId: number, change: Pick<AuditEntry, "action" | "before" | "after">) {
  return auditStatement(deps.db, {
    actorUserId: deps.actorUserId,
    from: deps.from,
    entity: "user",
    entityId: userId,
    ...change,
  });
}

/** Disabling sets disabled_at and ends every session in the same batch; sign-in then refuses the account. */
export async function setDisabled(deps: AccountChangeDeps, userId: number, disabled: boolean): Promise<void> {
  const before = await findAccount(deps.db, userId);
  requireStaffManagementOver(deps, before);
  if ((before.disabledAt !== null) === disabled) return;
  if (disabled && userId === deps.actorUserId) {
    throw new DomainError("cannot_disable_self", "admin.users.cannotDisableSelf", 409, "disabled");
  }
  if (disabled && before.isAdmin && !(await hasAnotherActiveOwner(deps.db, userId))) {
    throw new DomainError("last_admin", "admin.users.lastAdmin", 409, "disabled");
  }
  const disabledAt = disabled ? new Date().toISOString() : null;
  await deps.db.batch([
    deps.db.update(users).set({ disabledAt }).where(eq(users.id, userId)),
    endAllSessions(deps.db, userId),
    accountAudit(deps, userId, {
      action: disabled ? "disable" : "enable",
      before: { disabledAt: before.disabledAt },
      after: { disabledAt },
    }),
  ]);
}

/**
 * Turns off another account's second factor, for an owner who lost both their authenticator and
 * their recovery codes (a password reset by email keeps it on). The admin must have checked who is
 * asking; the account is signed out everywhere, the change audited, and `tell` emails the owner.
 */
export async function resetTwoFactor(
  deps: AccountChangeDeps,
  userId: number,
  identityChecked: boolean,
  tell: (account: Recipient) => void,
): Promise<void> {
  if (userId === deps.actorUserId) throw new DomainError("own_two_factor", "admin.users.cannotResetOwn", 409);
  if (!identityChecked) {
    throw new DomainError("identity_not_checked", "admin.users.identityRequired", 400, "identityChecked");
  }
  const account = await deps.db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, name: true, locale: true, isAdmin: true },
  });
  if (!account) throw new DomainError("not_found", "admin.errors.notFound", 404);
  requireStaffManagementOver(deps, account);
  if (!(await isTwoFactorEnabled(deps.db, userId))) {
    throw new DomainError("two_factor_not_enabled", "twoFactor.errors.notOn", 409);
  }
  await deps.db.batch([
    deps.db.delete(twoFactor).where(eq(twoFactor.userId, userId)),
    deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    endAllSessions(deps.db, userId),
    accountAudit(deps, userId, {
      action: "reset_two_factor",
      before: { twoFactor: true },
      after: { twoFactor: false },
    }),
  ]);
  tell(account);
}
