// The admin's page of stuck effects (app/routes/admin.effects.tsx renders it): its loader lists the
// outbox's failed and retried effects, and its action tries one again with the orders' effect runner.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readAdminForm, readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { tryEffectAgain } from "@workers/effects/runner";
import { listStuckEffects, tryAgainSchema } from "@workers/effects/stuck";
import { orderEffectRunnerFor } from "@workers/orders/order-effects";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return { effects: await listStuckEffects(db) };
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const { db, env, actorUserId, from } = await adminDeps(request, context);
  const input = await readForm(request, tryAgainSchema, await readAdminForm(request));
  const outcome = await tryEffectAgain(orderEffectRunnerFor(env, db), input.id, { actorUserId, from });
  return { id: input.id, outcome: typeof outcome === "object" ? ("retrying" as const) : outcome };
});
