// The settings page (app/routes/settings.tsx renders it): its loader and its action. The account's
// own page, so accounts holds it; its orders and its data panels call the orders and privacy areas.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  PASSKEY_REMOVE_INTENT,
  PASSKEY_RENAME_INTENT,
  passkeyRenameTag,
  renamePasskeySchema,
} from "@shared/auth/passkey-schemas";
import { profileSchema } from "@shared/auth/schemas";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { isTwoFactorIntent, securityOf, twoFactorAction } from "@workers/accounts/http/two-factor-page.server";
import { deleteAccountAction } from "@workers/accounts/http/your-data-page.server";
import { listPasskeys, removePasskey, renamePasskey } from "@workers/accounts/passkeys";
import { requestPasswordReset } from "@workers/accounts/password-reset";
import { getProfile, updateProfile } from "@workers/accounts/users";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { answering, orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { orderView } from "@workers/orders/order-view";
import { listOrders } from "@workers/orders/queries";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  // The orders are read with the profile: the orders section can be opened by navigation state alone.
  const { t } = context;
  const [profile, orders, security, passkeys] = await Promise.all([
    orNotFound(getProfile(context.db, user.id)),
    listOrders(context.db, user.id),
    securityOf(context, user),
    listPasskeys(context.db, user.id),
  ]);
  return {
    profile,
    userId: user.id,
    orders: orders.map(orderView),
    security,
    passkeys,
    title: t("account.settings.metaTitle"),
    pageTexts: pageTexts(context.language, "account"),
  };
}

/** intent=profile saves name and phone (as PUT /api/users/{id}); intent=password emails a reset link. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const fields = await readFormFields(request);
  if (isTwoFactorIntent(fields.intent)) return twoFactorAction(request, context, user, fields);
  if (fields.intent === "delete-account") return deleteAccountAction(request, context, user, fields);
  if (fields.intent === PASSKEY_REMOVE_INTENT) {
    // The same service as DELETE /api/auth/passkeys/{id}; an id that is no number is no passkey of theirs.
    await removePasskey(authContextOf(context), user, Number(fields.id) || 0);
    return { message: context.t("passkeys.settings.removed") };
  }
  if (fields.intent === PASSKEY_RENAME_INTENT) {
    // The same service and schema as PATCH /api/auth/passkeys/{id}.
    // Tagged with the row, so without JavaScript the answer shows under the passkey it is about.
    return answering(context.t, passkeyRenameTag(fields.id), async () => {
      const input = await readForm(request, renamePasskeySchema, fields);
      await renamePasskey(context, user, Number(fields.id) || 0, input);
      return { message: context.t("passkeys.settings.renamed") };
    });
  }
  if (fields.intent === "password") {
    const authContext = authContextOf(context);
    await requestPasswordReset(authContext, user.email);
    return acceptedBody("resetSentFromSettings", context.t);
  }
  const input = await readForm(request, profileSchema, fields);
  return updateProfile(context.db, user, user.id, input);
});
