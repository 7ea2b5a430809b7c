// The admin's page of one account (app/routes/admin.users.$id.tsx renders it): its loader and its
// action (grant or revoke admin, disable or enable, reset two-factor) on the admin area's users
// service. It lives with the accounts because a two-factor reset mails the account through their auth context.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sendTwoFactorChangedEmail } from "@workers/accounts/emails";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { getAdminUser, resetTwoFactor, setAdminFlag, setDisabled } from "@workers/admin/users";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm } from "@workers/edge/page-input.server";
import { orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { invalidInput } from "@workers/edge/refusals";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return orNotFound(getAdminUser(db, idParam(params.id)));
}

interface IntentArgs {
  deps: Awaited<ReturnType<typeof adminDeps>>;
  id: number;
  fields: Record<string, string | string[]>;
  context: ActionFunctionArgs["context"];
}

const INTENTS = {
  "grant-admin": ({ deps, id }) => setAdminFlag(deps, id, true),
  "revoke-admin": ({ deps, id }) => setAdminFlag(deps, id, false),
  disable: ({ deps, id }) => setDisabled(deps, id, true),
  enable: ({ deps, id }) => setDisabled(deps, id, false),
  "reset-2fa": async ({ deps, id, fields, context }) => {
    const ctx = authContextOf(context);
    await resetTwoFactor(deps, id, fields.identityChecked === "yes", (account) =>
      sendTwoFactorChangedEmail(ctx, account, "twoFactorReset"),
    );
  },
} satisfies Record<string, (args: IntentArgs) => Promise<void>>;

export const action = refusable(async ({ request, context, params }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const id = idParam(params.id);
  const fields = await readAdminForm(request);
  const run = Object.entries(INTENTS).find(([name]) => name === fields.intent)?.[1];
  if (!run) throw invalidInput([{ field: "intent", message: "validation.fieldInvalid" }]);
  await run({ deps, id, fields, context });
  return { done: true as const };
});
