// A game's hand-over methods (/admin/games/{id}/delivery, app/routes/admin.games.$id_.delivery.tsx
// renders it, issue 49): the list with a form per method (save, remove) and one to add a method. The
// catalogue permission guards the path (workers/admin/page-permissions.ts, section "games").
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deliveryMethodFormSchema } from "@shared/admin/delivery-method-form";
import { parseId } from "@shared/ids";
import {
  addDeliveryMethod,
  gameDeliveryMethods,
  removeDeliveryMethod,
  saveDeliveryMethod,
} from "@workers/admin/delivery-methods";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm, readForm } from "@workers/edge/page-input.server";
import { answering, keepingTyped, orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { DomainError } from "@workers/kernel/domain-error";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return orNotFound(gameDeliveryMethods(db, idParam(params.id)));
}

export const action = refusable(async ({ request, context, params }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const gameId = idParam(params.id);
  const fields = await readAdminForm(request);
  const methodId = parseId(String(fields.method ?? ""));
  const intent = String(fields.intent ?? "");
  // Each form's answer is tagged with the form it answers: the method's own, or the new one's.
  const form = methodId === null ? intent : `${intent}:${methodId}`;
  return answering(context.t, form, () =>
    keepingTyped(context.t, fields, async () => {
      if (intent === "add") {
        await addDeliveryMethod(deps, gameId, await readForm(request, deliveryMethodFormSchema, fields));
        return { done: "added" as const };
      }
      if (methodId === null) throw new DomainError("not_found", "delivery.admin.notFound", 404);
      if (intent === "save") {
        const input = await readForm(request, deliveryMethodFormSchema, fields);
        await saveDeliveryMethod(deps, gameId, methodId, input);
        return { done: "saved" as const };
      }
      if (intent === "remove") {
        await removeDeliveryMethod(deps, gameId, methodId);
        return { done: "removed" as const };
      }
      throw new DomainError("unknown_intent", "admin.validation.choice", 400);
    }),
  );
});
