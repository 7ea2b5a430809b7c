// The account emails, in the recipient's language, with links back to this store.

import { fallbackLanguage, isLanguage } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import { sendInBackground } from "../effects/mailer";
import { composeEmail } from "../mail/compose";
import type { AuthContext } from "./context";
import { deviceSummary, placeSummary } from "./seen-from";

export interface Recipient {
  email: string;
  name: string;
  /** users.locale */
  locale: string;
}

type EmailKind =
  | "verification"
  | "passwordReset"
  | "existingAccount"
  | "newSignIn"
  | "twoFactorOn"
  | "twoFactorReset"
  | "passkeyAdded"
  | "passkeyRemoved"
  | "passkeyCode"
  | "authenticatorCode"
  | "staffInvitation";

/** What an admin's emailed enrolment code is for: a first passkey, or turning on the authenticator app. */
export type EnrolmentCodePurpose = "passkey" | "authenticator";

async function send(
  ctx: AuthContext,
  recipient: Recipient,
  kind: EmailKind,
  action: { path: string; token?: string; next?: string },
  outro: (t: (key: string, options?: Record<string, string>) => string) => string[],
) {
  const language = isLanguage(recipient.locale) ? recipient.locale : fallbackLanguage;
  const t = translatorFor(language);
  const url = new URL(action.path, ctx.origin);
  if (action.token) url.searchParams.set("token", action.token);
  if (action.next) url.searchParams.set("next", action.next);
  const message = composeEmail({
    to: recipient.email,
    language,
    subject: t(`emails.${kind}.subject`),
    greeting: t("emails.common.greeting", { name: recipient.name }),
    intro: [t(`emails.${kind}.intro`)],
    action: { label: t(`emails.${kind}.action`), url: url.toString() },
    outro: outro((key, options) => t(key, options ?? {})),
    linkFallback: t("emails.common.linkFallback"),
    signature: t("emails.common.signature"),
  });
  sendInBackground(ctx.mailer, message, ctx.waitUntil);
}

/** `next`: the same-site page the link brings the shopper back to once verified. */
export function sendVerificationEmail(ctx: AuthContext, recipient: Recipient, token: string, next?: string) {
  return send(ctx, recipient, "verification", { path: "/verify-email", token, next }, (t) => [
    t("emails.verification.expiry"),
    t("emails.verification.ignore"),
  ]);
}

export function sendPasswordResetEmail(ctx: AuthContext, recipient: Recipient, token: string) {
  return send(ctx, recipient, "passwordReset", { path: "/reset-password", token }, (t) => [
    t("emails.passwordReset.expiry"),
    t("emails.passwordReset.ignore"),
  ]);
}

/** Sent instead of a new account when someone registers with an email that already has one. */
export function sendExistingAccountEmail(ctx: AuthContext, recipient: Recipient) {
  return send(ctx, recipient, "existingAccount", { path: "/login" }, (t) => [
    t("emails.existingAccount.forgot", { url: new URL("/forgot-password", ctx.origin).toString() }),
    t("emails.existingAccount.ignore"),
  ]);
}

/** A sign-in from a browser the account has not used before (workers/accounts/devices.ts). */
export function sendNewSignInEmail(ctx: AuthContext, recipient: Recipient, when: Date) {
  return send(ctx, recipient, "newSignIn", { path: "/settings?section=security" }, (t) => [
    t("emails.newSignIn.details", { time: when.toISOString().replace("T", " ").slice(0, 16), ip: ctx.ip }),
    t("emails.newSignIn.notYou", { url: new URL("/forgot-password", ctx.origin).toString() }),
  ]);
}

/**
 * The account's second factor changed: turned on by its owner, or turned off by an admin. Wherever
 * the owner reads their mail, they learn of it, and of what to do if it was not them.
 */
export function sendTwoFactorChangedEmail(
  ctx: AuthContext,
  recipient: Recipient,
  change: "twoFactorOn" | "twoFactorReset",
) {
  return send(ctx, recipient, change, { path: "/settings?section=security" }, (t) => [
    t(`emails.${change}.notYou`, { url: new URL("/forgot-password", ctx.origin).toString() }),
  ]);
}

/**
 * A passkey was added to or removed from the account (workers/accounts/passkeys.ts): the owner
 * hears of it, with the browser and place it was done from (the passkey's name is whatever was typed).
 */
export function sendPasskeyChangedEmail(
  ctx: AuthContext,
  recipient: Recipient,
  change: "passkeyAdded" | "passkeyRemoved",
  passkeyName: string,
) {
  return send(ctx, recipient, change, { path: "/settings?section=security" }, (t) => [
    t(`emails.${change}.details`, { passkey: passkeyName }),
    seenFromLine(ctx, recipient, t),
    t(`emails.${change}.notYou`, { url: new URL("/forgot-password", ctx.origin).toString() }),
  ]);
}

/**
 * The code an admin with no second factor yet types to add a first one, a passkey or the
 * authenticator app (./passkey-factor.ts); the code's lines are the same for both.
 */
export function sendEnrolmentCodeEmail(
  ctx: AuthContext,
  recipient: Recipient,
  code: string,
  purpose: EnrolmentCodePurpose,
) {
  const kind = purpose === "passkey" ? "passkeyCode" : "authenticatorCode";
  return send(ctx, recipient, kind, { path: "/settings?section=security" }, (t) => [
    t("emails.passkeyCode.code", { code }),
    t("emails.passkeyCode.expiry"),
    seenFromLine(ctx, recipient, t),
    t("emails.passkeyCode.notYou", { url: new URL("/forgot-password", ctx.origin).toString() }),
  ]);
}

/**
 * An invitation to join the store's staff as `role` (workers/staff/invitations.ts), from `inviter`:
 * its link works once, for 72 hours; an address that has an account confirms with its password.
 */
export function sendStaffInvitationEmail(
  ctx: AuthContext,
  recipient: Recipient,
  token: string,
  invitation: { role: string; inviter: string },
) {
  return send(ctx, recipient, "staffInvitation", { path: "/staff-invitation", token }, (t) => [
    t("emails.staffInvitation.details", {
      inviter: invitation.inviter,
      role: t(`vocabulary.staffRoles.${invitation.role}`),
    }),
    t("emails.staffInvitation.expiry"),
    t("emails.staffInvitation.ignore"),
  ]);
}

/** The browser, system and place the request came from, in the recipient's language. */
function seenFromLine(
  ctx: AuthContext,
  recipient: Recipient,
  t: (key: string, options?: Record<string, string>) => string,
) {
  const language = isLanguage(recipient.locale) ? recipient.locale : fallbackLanguage;
  const { browser, system } = deviceSummary(ctx.seenFrom.userAgent);
  return t("emails.common.seenFrom", {
    browser: browser ?? t("emails.common.unknown"),
    system: system ?? t("emails.common.unknown"),
    place: placeSummary(ctx.seenFrom, language) ?? t("emails.common.unknown"),
    ip: ctx.ip,
  });
}
