// "Delete my account" (LGPD art. 18: deletion). Asks for the password (and the second factor when
// it is on), under the sign-in throttle; refused while an order is still open (unpaid, paid but not
// delivered, under review or disputed), so nothing is left half done. Then, in one batch: the
// account's personal fields are overwritten (the row stays, because the orders the store must keep
// for its accounts point at it, with their totals), the nicknames on its order lines blanked, its
// contact messages, chat index, carts, devices, sign-in history and second factor removed, and every session ended
// (the session version moves on, and the KV session entries are deleted). The chat rooms' messages
// are erased too. The email address is free to register again. The account keeps one thing: its
// shopper mark, a keyed hash of the normalised address (shoppers/shopper-mark.ts), so a discount
// code's first-order and per-shopper limits still count its orders for a new account of the same
// address; without the key it names nobody.
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { deletedAddress } from "../accounts/deleted-address";
import { anotherActiveOwner } from "../accounts/owners";
import { confirmPassword } from "../accounts/password-confirmation";
import { checkSecondFactor, isTwoFactorEnabled } from "../accounts/second-factor-check";
import { SESSION_KEY_PREFIX, type SessionMetadata } from "../accounts/sessions";
import { shopperMark } from "../accounts/shopper-mark";
import { deleteSignInsOf } from "../accounts/sign-ins";
import type { Database } from "../db/client";
import {
  cartLines,
  chatConversations,
  contactMessages,
  effects,
  emailVerificationTokens,
  gameChoices,
  knownDevices,
  orderLines,
  orders,
  passkeyChallenges,
  passkeys,
  passwordResetTokens,
  recoveryCodes,
  signInFailures,
  staffInvitations,
  twoFactor,
  users,
} from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { deleteAlertsOf } from "../stock/alerts";

/** Orders the store still owes something on, or is owed: deletion waits until they are settled. */
const OPEN_STATUSES = ["pendente", "processando", "revisão", "contestado", "em_analise"];

export interface DeleteAccountDeps {
  db: Database;
  env: Pick<Env, "PASSWORD_PEPPER" | "TWO_FACTOR_KEY" | "SHOPPER_MARK_KEY" | "SESSIONS" | "CHAT_ROOM">;
}

export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: number,
  input: { password: string; code: string },
  ip: string,
  now = Date.now(),
): Promise<void> {
  const { db, env } = deps;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new DomainError("user_not_found", "auth.messages.userNotFound", 404);
  const throttle = await confirmPassword(db, env.PASSWORD_PEPPER, user, input.password, ip, now);
  if (await isTwoFactorEnabled(db, userId)) {
    if (!input.code) throw new DomainError("code_required", "privacy.delete.codeRequired", 400, "code");
    await checkSecondFactor(db, env, userId, input.code, throttle, now);
  }
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES)))
    .limit(1);
  if (open.length > 0) throw new DomainError("orders_open", "privacy.delete.openOrders", 409);
  // The account leaves the staff first, in one statement that holds only while another active owner
  // stays (accounts/owners.ts): two owners deleting their accounts at the same moment (or one
  // deleting while the other is demoted) leave one owner. Should the batch below then fail, the
  // person is a shopper whose deletion can simply be asked again.
  if (user.isAdmin) {
    const left = await db
      .update(users)
      .set({ isAdmin: false, staffRole: null, staffSince: null, updatedAt: new Date(now).toISOString() })
      .where(
        and(
          eq(users.id, userId),
          or(isNull(users.staffRole), ne(users.staffRole, "owner"), anotherActiveOwner(db, userId)),
        ),
      )
      .returning({ id: users.id });
    if (left.length === 0) throw new DomainError("last_owner", "adminStaff.errors.lastOwner", 409);
  }

  const conversations = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  const at = new Date(now).toISOString();
  const orderIds = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await db.batch([
    db
      .update(users)
      .set({
        name: "",
        email: deletedAddress(userId),
        // An account older than marks gets its mark now, from the address about to be erased.
        shopperMark: user.shopperMark ?? (await shopperMark(env, user.email)),
        phone: "",
        // No password hashes to this: the scheme is unknown, so nothing ever verifies.
        passwordHash: "deleted",
        isAdmin: false,
        staffRole: null,
        staffSince: null,
        disabledAt: at,
        sessionVersion: user.sessionVersion + 1,
        updatedAt: at,
      })
      .where(eq(users.id, userId)),
    db.update(orderLines).set({ nickname: "" }).where(inArray(orderLines.orderId, orderIds)),
    db.delete(contactMessages).where(eq(contactMessages.email, user.email)),
    db.update(chatConversations).set({ lastMessage: "", status: "closed" }).where(eq(chatConversations.userId, userId)),
    db.delete(cartLines).where(eq(cartLines.userId, userId)),
    // "Tell me when it's back" waits of the account, and any left under its address (issue 50).
    deleteAlertsOf(db, { userId, email: user.email }),
    db.delete(gameChoices).where(eq(gameChoices.userId, userId)),
    db.delete(knownDevices).where(eq(knownDevices.userId, userId)),
    // When and where the account signed in from (issue 51): personal data, erased with it.
    deleteSignInsOf(db, userId),
    db.delete(twoFactor).where(eq(twoFactor.userId, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.delete(passkeys).where(eq(passkeys.userId, userId)),
    db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId)),
    db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.delete(signInFailures).where(eq(signInFailures.key, `email:${user.email}`)),
    // Invitations to join the staff sent to the address (the audit trail keeps who invited whom).
    db.delete(staffInvitations).where(eq(staffInvitations.email, user.email)),
    // Emails to the address, sent or still waiting (a refund the outbox owes the shopper stays).
    db.delete(effects).where(and(eq(effects.kind, "email"), eq(effects.recipient, user.email))),
  ]);
  await Promise.all([
    ...conversations.map(({ id }) => env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(id))).eraseMessages()),
    deleteSessionsOf(env.SESSIONS, userId),
  ]);
}

/** Every KV session entry of the user (KV copies elsewhere may linger a minute; the version bump voids them). */
async function deleteSessionsOf(sessions: KVNamespace, userId: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await sessions.list<SessionMetadata>({ prefix: SESSION_KEY_PREFIX, cursor });
    await Promise.all(
      page.keys.filter((key) => key.metadata?.userId === userId).map((key) => sessions.delete(key.name)),
    );
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
