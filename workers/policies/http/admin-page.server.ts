// The admin's policies page (app/routes/admin.policies.tsx renders it): its loader lists every
// policy in every language, and its action saves one with the policies area's service.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { policyFormSchema } from "@shared/policies/form-schema";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readAdminForm, readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { listPolicies, savePolicy } from "@workers/policies/policies";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return { policies: await listPolicies(db) };
}

/** Saves one policy in one language (audited). */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const input = await readForm(request, policyFormSchema, await readAdminForm(request));
  await savePolicy(deps, input);
  return { saved: true as const };
});
