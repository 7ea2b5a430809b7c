// A page's input, read and checked at the edge for every area's loaders and actions: the posted
// form against the shared schema the API checks too (refused with the same 400 body), an admin
// form with its lists and files, an id from the address.
import { parseId } from "@shared/ids";
import { validate } from "@shared/validation";
import { invalidInput } from "@workers/edge/refusals";
import type * as v from "valibot";
import { pageNotFound } from "./page-refusals.server";

/** The posted form's fields (a body that is no readable form never reaches an action: remix-route-guards.ts). */
export async function readFormFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await request.formData());
}

/**
 * A posted form (or its `fields`, already read) checked against a shared schema. Input that breaks a
 * rule is refused (`invalidInput`, thrown): the action's `refusable` answers it with the 400 body the
 * API gives for the same input, one detail per failing rule, in the visitor's language.
 */
export async function readForm<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  fields?: Record<string, unknown>,
): Promise<v.InferOutput<S>> {
  const result = validate(schema, fields ?? (await readFormFields(request)));
  if (!result.success) throw invalidInput(result.issues);
  return result.output;
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
