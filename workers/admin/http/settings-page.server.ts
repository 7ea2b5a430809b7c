// The admin's store settings page (app/routes/admin.settings.tsx renders it): its loader and its
// action, on the admin area's settings form service (workers/admin/settings.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { settingsFormSchema } from "@shared/admin/settings-form";
import { pickableGames } from "@workers/admin/games";
import { getSettingsForAdmin, saveStoreSettings } from "@workers/admin/settings";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readAdminForm, readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const [current, games] = await Promise.all([getSettingsForAdmin(db), pickableGames(db)]);
  return { ...current, games };
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const input = await readForm(request, settingsFormSchema, await readAdminForm(request));
  await saveStoreSettings(deps, input, deps.signedInWith);
  return { saved: true as const };
});
