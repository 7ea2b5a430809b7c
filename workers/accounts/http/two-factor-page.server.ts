// Settings → Security for the /settings route: what the panel shows (an enrolment started and not
// confirmed yet shows again after a reload), and its intents (the same services and answers as
// POST /api/auth/2fa/setup, its `restart`, /enable and /disable).

import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { EnrolmentBody } from "@shared/auth/two-factor-schemas";
import { disableTwoFactorSchema, enableTwoFactorSchema } from "@shared/auth/two-factor-schemas";
import { qrSvg } from "@shared/qr-svg";
import { authContextOf } from "@workers/accounts/http/auth-api";
import type { SessionUser } from "@workers/accounts/sessions";
import { isStaffAccount } from "@workers/accounts/staff-powers";
import {
  disableTwoFactor,
  enableTwoFactor,
  pendingEnrolment,
  startEnrolment,
  twoFactorStatus,
} from "@workers/accounts/two-factor";
import { readForm } from "@workers/edge/page-input.server";

const INTENTS = ["2fa-setup", "2fa-restart", "2fa-enable", "2fa-disable"] as const;

export function isTwoFactorIntent(intent: unknown): intent is (typeof INTENTS)[number] {
  return INTENTS.some((name) => name === intent);
}

/** An enrolment's secret with the QR code the store draws of it. */
function enrolmentBody({ secret, uri }: { secret: string; uri: string }): EnrolmentBody {
  return { secret, uri, qr: qrSvg(uri) };
}

export async function securityOf(context: AppLoadContext, user: SessionUser) {
  const [status, pending] = await Promise.all([
    twoFactorStatus(context.db, user.id),
    pendingEnrolment(context.db, context.cloudflare.env, user),
  ]);
  // Admins of a deployed store enrol a second factor (the app or a passkey) before the admin area.
  const required = user.adminAccess === "enrol";
  // An account that may enter the admin area proves a factor it has before turning the app on.
  return { ...status, required, staff: isStaffAccount(user), pending: pending ? enrolmentBody(pending) : null };
}

/** Refuses by throwing: the settings action's `refusable` answers. */
export async function twoFactorAction(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  fields: Record<string, FormDataEntryValue>,
) {
  const { db, cloudflare } = context;
  const t = context.t;
  switch (fields.intent) {
    case "2fa-setup":
    case "2fa-restart":
      return enrolmentBody(
        await startEnrolment(db, cloudflare.env, user, { restart: fields.intent === "2fa-restart" }),
      );
    case "2fa-enable": {
      const input = await readForm(request, enableTwoFactorSchema, fields);
      const { recoveryCodes } = await enableTwoFactor(authContextOf(context), user, input);
      return { recovery_codes: recoveryCodes, message: t("twoFactor.enabled") };
    }
    default: {
      const input = await readForm(request, disableTwoFactorSchema, fields);
      await disableTwoFactor(authContextOf(context), user, input);
      return data({ message: t("twoFactor.disabled") });
    }
  }
}
