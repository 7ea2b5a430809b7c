// Joining the staff by invitation (issue 49): the one way an account becomes staff. The owner invites
// an address with a role; the address gets a link (its token's SHA-256 is all the database keeps)
// that works once and for 72 hours. Opening it, a new address chooses its name and a password (the
// registration's rules); an address that already has an account confirms with that account's own
// password, so nobody becomes staff, or has their account taken over, by a link alone. Only then is
// the account staff with the role, and the admin area's two-factor or passkey rule
// (workers/accounts/admin-access.ts) applies to it as to every role.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { StaffRole } from "../../shared/codes";
import type { JoinWithNewAccount, JoinWithOwnAccount, StaffInvite } from "../../shared/staff/schemas";
import { confirmPassword } from "../accounts/password-confirmation";
import { hashPassword } from "../accounts/passwords";
import { shopperMark } from "../accounts/shopper-mark";
import { requirePower } from "../accounts/staff-powers";
import { hashToken, newToken } from "../accounts/tokens";
import { findUserByEmail } from "../accounts/users";
import type { Database } from "../db/client";
import { staffInvitations, users } from "../db/schema";
import { auditStatement, auditStatementIf, changedJustBefore, insertedId } from "../kernel/audit-log";
import { DomainError, notFound } from "../kernel/domain-error";
import type { StaffDeps } from "./staff-deps";

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** What the invitation email needs: where it goes, the account there if any, the link's token and the role. */
export interface InvitationMail {
  email: string;
  account: { name: string; locale: string } | null;
  token: string;
  role: StaffRole;
}

const isLive = (now: string) => and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now));

/** The account an address has, refused when it cannot be invited: already staff, or disabled. */
async function invitableAccount(db: Database, email: string) {
  const account = await findUserByEmail(db, email);
  if (account?.isAdmin && account.staffRole) {
    throw new DomainError("already_staff", "adminStaff.errors.alreadyStaff", 409, "email");
  }
  if (account?.disabledAt) throw new DomainError("account_disabled", "adminStaff.errors.accountDisabled", 409, "email");
  return account ?? null;
}

/**
 * Invites `input.email` to the staff as `input.role`; `mail` sends the link. An earlier invitation of
 * the same address stops working, so only the newest email's link is live.
 */
export async function inviteStaff(deps: StaffDeps, input: StaffInvite, mail: (invitation: InvitationMail) => void) {
  requirePower(deps.admin, "staff");
  const account = await invitableAccount(deps.db, input.email);
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + INVITATION_TTL_MS).toISOString();
  const [, created] = await deps.db.batch([
    deps.db
      .update(staffInvitations)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.usedAt))),
    deps.db
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: await hashToken(token),
        invitedBy: deps.actorUserId,
        expiresAt,
        createdAt: new Date(now).toISOString(),
      })
      .returning(),
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      action: "invite_staff",
      entity: "staff_invitation",
      entityId: insertedId,
      before: null,
      after: { email: input.email, role: input.role, expiresAt, existingAccount: account !== null },
      from: deps.from,
    }),
  ]);
  const invitation = created[0];
  if (!invitation) throw new Error("The invitation was not stored");
  mail({
    email: input.email,
    account: account && { name: account.name, locale: account.locale },
    token,
    role: input.role,
  });
  return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt, existingAccount: !!account };
}

/** Stops a pending invitation's link from working; 404 for an unknown one, 409 for one already used or expired. */
export async function cancelInvitation(deps: StaffDeps, invitationId: number): Promise<void> {
  requirePower(deps.admin, "staff");
  const [invitation] = await deps.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId));
  if (!invitation) throw notFound("adminStaff.errors.noInvitation");
  const now = new Date().toISOString();
  const [cancelled] = await deps.db.batch([
    deps.db
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitationId), isLive(now)))
      .returning({ id: staffInvitations.id }),
    auditStatementIf(
      deps.db,
      {
        actorUserId: deps.actorUserId,
        action: "cancel_invitation",
        entity: "staff_invitation",
        entityId: invitationId,
        before: { email: invitation.email, role: invitation.role, usedAt: null },
        after: { usedAt: now },
        from: deps.from,
      },
      changedJustBefore,
    ),
  ]);
  if (cancelled.length === 0) {
    throw new DomainError("invitation_not_pending", "adminStaff.errors.invitationNotPending", 409);
  }
}

/**
 * What a link opens, looked at without using it up: `live` with the invitation and whether its
 * address has an account (which then confirms with its password); `used` (accepted, cancelled, or
 * replaced by a newer invitation), `expired`, or `unknown` (altered, or no token).
 */
export async function invitationByToken(db: Database, token: string) {
  if (!token) return { state: "unknown" as const };
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, await hashToken(token)));
  if (!invitation) return { state: "unknown" as const };
  if (invitation.usedAt) return { state: "used" as const };
  if (invitation.expiresAt <= new Date().toISOString()) return { state: "expired" as const };
  const account = await findUserByEmail(db, invitation.email);
  return {
    state: "live" as const,
    invitation: { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt },
    hasAccount: account !== undefined,
  };
}

/** What accepting needs: the store's bindings and the caller (the sign-in throttle counts their address). */
export interface JoinDeps {
  db: Database;
  env: Env;
  ip: string;
  /** The language the new account keeps for its emails. */
  language: string;
}

/** A link that joins nobody: used, cancelled, replaced, expired or altered (400 invalid_invitation). */
export const invalidInvitation = () => new DomainError("invalid_invitation", "staffInvitation.errors.invalid", 400);

async function liveInvitation(db: Database, token: string) {
  const opened = await invitationByToken(db, token);
  if (opened.state !== "live") throw invalidInvitation();
  return opened.invitation;
}

/**
 * Uses the invitation up: one conditional UPDATE, so a link opened twice at once (or just after it
 * expired) joins nobody twice. What it grants follows in the next batch, with its audit entry.
 */
async function claim(db: Database, invitationId: number, now: string): Promise<void> {
  const [claimed] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.id, invitationId), isLive(now)))
    .returning({ id: staffInvitations.id });
  if (!claimed) throw invalidInvitation();
}

/** A new address joins: its account is made, staff with the role, its email confirmed (the link came to it). */
export async function joinWithNewAccount(deps: JoinDeps, input: JoinWithNewAccount): Promise<{ role: StaffRole }> {
  const invitation = await liveInvitation(deps.db, input.token);
  if (await findUserByEmail(deps.db, invitation.email)) {
    throw new DomainError("account_exists", "staffInvitation.errors.accountExists", 409);
  }
  const passwordHash = await hashPassword(input.password, deps.env.PASSWORD_PEPPER);
  const mark = await shopperMark(deps.env, invitation.email);
  const now = new Date().toISOString();
  await claim(deps.db, invitation.id, now);
  await deps.db.batch([
    deps.db.insert(users).values({
      name: input.name,
      email: invitation.email,
      passwordHash,
      isAdmin: true,
      staffRole: invitation.role,
      staffSince: now,
      emailVerifiedAt: now,
      locale: deps.language,
      shopperMark: mark,
    }),
    auditStatement(deps.db, {
      // The new account is the one acting: it accepted.
      actorUserId: sql`last_insert_rowid()`,
      action: "join_staff",
      entity: "user",
      entityId: insertedId,
      before: null,
      after: { isAdmin: true, staffRole: invitation.role, invitation: invitation.id, newAccount: true },
      // Not staff until this very batch: like a shopper's own acts, no address is kept.
      from: null,
    }),
  ]);
  return { role: invitation.role };
}

/**
 * An address with an account joins once its owner typed the account's password (a wrong one grants
 * nothing, leaves the link live and counts as a failed sign-in). The account's sessions end: none
 * opened as a shopper carries staff powers; the person signs in again.
 */
export async function joinWithOwnAccount(deps: JoinDeps, input: JoinWithOwnAccount): Promise<{ role: StaffRole }> {
  const invitation = await liveInvitation(deps.db, input.token);
  const account = await findUserByEmail(deps.db, invitation.email);
  if (!account) throw new DomainError("no_account", "staffInvitation.errors.noAccount", 409);
  if (account.disabledAt) {
    throw new DomainError("account_disabled", "staffInvitation.errors.accountDisabled", 409);
  }
  if (account.isAdmin && account.staffRole) {
    throw new DomainError("already_staff", "staffInvitation.errors.alreadyStaff", 409);
  }
  await confirmPassword(deps.db, deps.env.PASSWORD_PEPPER, account, input.password, deps.ip);
  const now = new Date().toISOString();
  await claim(deps.db, invitation.id, now);
  await deps.db.batch([
    deps.db
      .update(users)
      .set({
        isAdmin: true,
        staffRole: invitation.role,
        staffSince: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, account.id)),
    auditStatement(deps.db, {
      actorUserId: account.id,
      action: "join_staff",
      entity: "user",
      entityId: account.id,
      before: { isAdmin: account.isAdmin, staffRole: account.staffRole },
      after: { isAdmin: true, staffRole: invitation.role, invitation: invitation.id, newAccount: false },
      // Not staff until this very batch: like a shopper's own acts, no address is kept.
      from: null,
    }),
  ]);
  return { role: invitation.role };
}
