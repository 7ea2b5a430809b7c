// Settings → Your data for the /settings route: deleting the account (the same service and
// answers as DELETE /api/users/{id}); the download is a link to GET /api/users/{id}/export. It sits
// beside the settings page's action (./settings-page.server.ts); the service is privacy's.

import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { AccountDeleted } from "@shared/privacy/schemas";
import { deleteAccountSchema } from "@shared/privacy/schemas";
import { endSession, type SessionUser } from "@workers/accounts/sessions";
import { readForm } from "@workers/edge/page-input.server";
import { deleteAccount } from "@workers/privacy/delete-account";

/** Refuses by throwing: the settings action's `refusable` answers. */
export async function deleteAccountAction(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  fields: Record<string, FormDataEntryValue>,
) {
  const { env } = context.cloudflare;
  const input = await readForm(request, deleteAccountSchema, fields);
  await deleteAccount({ db: context.db, env }, user.id, input, context.caller.ip);
  // The panel says so and leaves for the home page, signed out (settings.tsx does not reload itself).
  const message = context.t("privacy.delete.done");
  return data({ deleted: true, message } satisfies AccountDeleted, {
    headers: { "Set-Cookie": await endSession(request, env) },
  });
}
