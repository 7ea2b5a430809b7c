// The admin's page of one account (app/routes/admin.users.$id.tsx renders it): its loader and its
// action (disable or enable, reset two-factor) on the admin area's users service. Making someone
// staff, or changing their role, is the staff page's (/admin/staff), which this page links to. It lives with the accounts because a two-factor reset mails the account through their auth context.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sendTwoFactorChangedEmail } from "@workers/accounts/emails";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { can } from "@workers/accounts/staff-powers";
import { getAdminUser, resetTwoFactor, setDisabled } from "@workers/admin/users";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm } from "@workers/edge/page-input.server";
import { orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { invalidInput } from "@workers/edge/refusals";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, admin } = await adminDeps(request, context);
  const account = await orNotFound(getAdminUser(db, idParam(params.id)));
  // Only the owner manages the staff: others see the role, not the way to change it.
  return { ...account, mayManageStaff: can(admin, "staff") };
}

interface IntentArgs {
  deps: Awaited<ReturnType<typeof adminDeps>>;
  id: number;
  fields: Record<string, string | string[]>;
  context: ActionFunctionArgs["context"];
}

const INTENTS = {
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
