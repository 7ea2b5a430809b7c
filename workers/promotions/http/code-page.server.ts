// The admin's discount code page (/admin/codes/{id|new}, app/routes/admin.codes.$id.tsx renders it):
// its loader and action, on the promotions area's services (workers/promotions/codes.ts).
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { newCodeFormSchema } from "@shared/promotions/code-form";
import { gameChoices } from "@workers/admin/games";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm, readForm } from "@workers/edge/page-input.server";
import { keepingTyped, orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { createCode, getCodeStats } from "@workers/promotions/codes";
import { codeActiveAction } from "@workers/promotions/http/admin-page.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const games = await gameChoices(db);
  if (params.id === "new") return { stats: null, games };
  return { stats: await orNotFound(getCodeStats(db, idParam(params.id))), games };
}

/** `/admin/codes/new` makes a code (the API's schema and service); a code's page pauses or resumes it. */
export const action = refusable(async (args: ActionFunctionArgs) => {
  if (args.params.id !== "new") return codeActiveAction(args);
  const { request, context } = args;
  const deps = await adminDeps(request, context);
  const fields = await readAdminForm(request);
  return keepingTyped(context.t, fields, async () => {
    const code = await createCode(deps, await readForm(request, newCodeFormSchema, fields));
    return redirect(`/admin/codes/${code.id}?done=saved`);
  });
});
