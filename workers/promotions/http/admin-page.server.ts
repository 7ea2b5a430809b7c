// The admin's discount code pages' one action both share (codes-page.server.ts, code-page.server.ts):
// pausing or resuming a code at once, with the same service PATCH /api/admin/codes/{id} calls.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { codeActiveFormSchema } from "@shared/promotions/code-form";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm, readForm } from "@workers/edge/page-input.server";
import { setCodeActive } from "@workers/promotions/codes";

/** intent=active: the posted code (`id`) paused (`active=false`) or resumed (`active=true`). */
export async function codeActiveAction({ request, context }: ActionFunctionArgs) {
  const deps = await adminDeps(request, context);
  const fields = await readAdminForm(request);
  const id = idParam(typeof fields.id === "string" ? fields.id : undefined);
  const { active } = await readForm(request, codeActiveFormSchema, fields);
  const code = await setCodeActive(deps, id, active);
  return { done: active ? ("resumed" as const) : ("paused" as const), code: code.code };
}
