// Glue between the admin routes and the admin services: the guard that builds the services'
// dependencies, the posted form (checkbox groups kept as lists), and domain refusals as inline errors.
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { discardImage, planImage, storeImage } from "@workers/services/admin/media";
import type { OrderAdminDeps } from "@workers/services/admin/orders";
import { DomainError } from "@workers/services/domain-error";
import { errorBody, validationErrorBody } from "@workers/services/errors";
import { parseId } from "@workers/services/ids";
import { validate } from "@workers/services/validation";
import type * as v from "valibot";
import { getFixedT } from "~/i18n/i18n.server";
import { requireAdmin } from "./auth.server";

/** Every admin loader and action starts here: visitors go to sign in, shoppers to `/`. */
export async function adminDeps(request: Request, context: AppLoadContext): Promise<OrderAdminDeps> {
  const admin = await requireAdmin(request, context);
  return {
    db: context.db,
    env: context.cloudflare.env,
    actorUserId: admin.id,
    origin: new URL(request.url).origin,
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
  if (id === null) throw new Response("Not found", { status: 404 });
  return id;
}

/** Runs a service call; a domain refusal becomes the form's inline error (same shape as the API). */
export async function refusalAsData<T>(request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.status === 404) throw new Response("Not found", { status: 404 });
    const t = await getFixedT(request);
    const message = t(error.messageKey);
    return data(errorBody(error.code, message, error.field ? [{ field: error.field, message }] : undefined), {
      status: error.status,
    });
  }
}

/** Posted fields checked against a shared schema; on failure, the 400 with one message per failing rule. */
export async function checkAdminForm<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  fields: Record<string, string | string[]>,
) {
  const result = validate(schema, fields);
  if (result.success) return { ok: true as const, data: result.output };
  const t = await getFixedT(request);
  return { ok: false as const, response: data(validationErrorBody(result.issues, t), { status: 400 }) };
}

/** What one catalogue entity's edit page does, for `catalogueEditAction`. */
export interface CatalogueEditor<S extends v.GenericSchema> {
  /** The admin section, for the redirects: "games", "coins", "items". */
  section: string;
  schema: S;
  create(deps: OrderAdminDeps, input: v.InferOutput<S>): Promise<number>;
  update(deps: OrderAdminDeps, id: number, input: v.InferOutput<S>): Promise<void>;
  remove(deps: OrderAdminDeps, id: number): Promise<"deleted" | "archived">;
  restore(deps: OrderAdminDeps, id: number): Promise<void>;
}

/**
 * The action of `/admin/{section}/{id|new}`: intent=remove deletes or archives, intent=restore
 * brings an archived entry back, anything else saves the form (checked with the shared schema).
 */
export async function catalogueEditAction<S extends v.GenericSchema>(
  request: Request,
  context: AppLoadContext,
  idText: string | undefined,
  editor: CatalogueEditor<S>,
) {
  const deps = await adminDeps(request, context);
  const { fields, files } = await readAdminUpload(request);
  const id = idText === "new" ? null : idParam(idText);
  const base = `/admin/${editor.section}`;
  // Every refusal, wherever it happens, is the form's inline error and leaves nothing changed.
  return refusalAsData(request, async () => {
    if (id !== null && fields.intent === "remove") return redirect(`${base}?done=${await editor.remove(deps, id)}`);
    if (id !== null && fields.intent === "restore") {
      await editor.restore(deps, id);
      return redirect(`${base}/${id}?done=restored`);
    }
    // An uploaded image replaces the address typed in the form; it is stored once the form is accepted.
    const image = files.imageFile ? planImage(files.imageFile) : null;
    if (image) fields.imageUrl = image.url;
    const input = await checkAdminForm(request, editor.schema, fields);
    if (!input.ok) return input.response;
    if (image) await storeImage(deps.env.MEDIA, image);
    try {
      if (id === null) return redirect(`${base}/${await editor.create(deps, input.data)}?done=saved`);
      await editor.update(deps, id, input.data);
      return redirect(`${base}/${id}?done=saved`);
    } catch (error) {
      if (image) await discardImage(deps.env.MEDIA, image);
      throw error;
    }
  });
}
