// Glue between the admin routes and the admin services: the guard that builds the services'
// dependencies and the posted form (checkbox groups kept as lists).
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { parseId } from "@shared/ids";
import type { SignInMethod } from "@workers/accounts/admin-access";
import type { SessionUser } from "@workers/accounts/sessions";
import type { OrderAdminDeps } from "@workers/admin/orders";
import { requireAdmin } from "../../accounts/http/page.server";
import { pageNotFound } from "../../edge/page-refusals.server";

/** Every admin loader and action starts here: visitors go to sign in, shoppers to `/`. */
export async function adminDeps(
  request: Request,
  context: AppLoadContext,
): Promise<OrderAdminDeps & { signedInWith: SignInMethod; admin: SessionUser }> {
  const admin = await requireAdmin(request, context);
  return {
    db: context.db,
    env: context.cloudflare.env,
    actorUserId: admin.id,
    origin: new URL(request.url).origin,
    signedInWith: admin.signedInWith,
    admin,
  };
}

/** The posted fields; a name sent more than once (a checkbox group) becomes a list of strings. */
export async function readAdminForm(request: Request): Promise<Record<string, string | string[]>> {
  return (await readAdminUpload(request)).fields;
}

/** The posted fields and the files chosen in the form (empty file inputs left out). */
export async function readAdminUpload(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, File> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    const texts = values.filter((value): value is string => typeof value === "string");
    const file = values.find((value): value is File => typeof value !== "string" && value.size > 0);
    if (file) files[name] = file;
    if (texts.length > 0) fields[name] = texts.length === 1 ? (texts[0] ?? "") : texts;
  }
  return { fields, files };
}

/** A record id from the address; anything else is a 404. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw pageNotFound();
  return id;
}

/**
 * A list asked for a page past its end goes to its last page (the nearest one that exists), on
 * the same address with only `page` changed.
 */
export function withinPages<List extends { page: number; pageCount: number }>(request: Request, list: List): List {
  if (list.page <= list.pageCount) return list;
  const url = new URL(request.url);
  url.searchParams.set("page", String(list.pageCount));
  throw redirect(`${url.pathname}${url.search}`);
}
