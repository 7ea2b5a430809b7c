// Accounts as records: looking them up, the profile people edit, and ending all their sessions.
import { eq, sql } from "drizzle-orm";
import type { ProfileInput } from "../../shared/auth/schemas";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { DomainError, notFound } from "../kernel/domain-error";
import { can, type Viewer } from "./staff-powers";

export function findUserByEmail(db: Database, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/** What a person edits of their account (the email is shown, not changed here). */
export interface Profile {
  name: string;
  email: string;
  phone: string;
}

/** Who reads or changes a profile: the person themself, or a session holding the staff power over users. */
export type ProfileCaller = Viewer;

/**
 * Refuses (403) anyone but the user themself or a session with the staff power over users, before
 * the id is looked up, so nobody learns which ids exist.
 */
export function refuseUnlessSelfOrAdmin(caller: ProfileCaller, userId: number): void {
  if (userId !== caller.id && !can(caller, "users")) throw new DomainError("forbidden", "auth.messages.forbidden", 403);
}

/** The user's profile; refused (404) for an unknown user. */
export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { name: true, email: true, phone: true },
  });
  if (!user) throw notFound("auth.messages.userNotFound");
  return user;
}

export interface ProfileUpdate {
  profile: Profile;
  /** What actually changed, so the success message can name it. */
  changed: { name: boolean; phone: boolean };
}

/**
 * Saves name and phone (the email cannot change here), as the settings page's form and
 * PUT /api/users/{id} both ask for it (decision 038): the caller's own, or anyone's for an admin;
 * refused (404) for an unknown user.
 */
export async function updateProfile(
  db: Database,
  caller: ProfileCaller,
  userId: number,
  input: ProfileInput,
): Promise<ProfileUpdate> {
  refuseUnlessSelfOrAdmin(caller, userId);
  const before = await getProfile(db, userId);
  const changed = { name: before.name !== input.name, phone: before.phone !== input.phone };
  if (changed.name || changed.phone) {
    await db
      .update(users)
      .set({ name: input.name, phone: input.phone, updatedAt: new Date().toISOString() })
      .where(eq(users.id, userId));
  }
  return { profile: { ...before, name: input.name, phone: input.phone }, changed };
}

/**
 * Ends every session of the user at once (their sessions carry the old version). A drizzle query:
 * await it, or put it in a `db.batch` with the change that calls for it (a password reset,
 * disabling the account).
 */
export function endAllSessions(db: Database, userId: number) {
  return db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
}
