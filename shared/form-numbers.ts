import { parseId } from "@shared/ids";

/**
 * Form fields arrive as text, while the shared schemas take numbers (the REST API receives JSON
 * numbers). Whole-number texts among `names` become numbers, ids among `idNames` become numbers when
 * parseId accepts them, and empty ones are left out; anything else stays text, for the schema to
 * refuse with its own message.
 */
export function withNumbers(
  fields: Record<string, unknown>,
  names: readonly string[],
  idNames: readonly string[] = [],
): Record<string, unknown> {
  const converted: Record<string, unknown> = { ...fields };
  for (const name of [...names, ...idNames]) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    const text = value.trim();
    const number = idNames.includes(name) ? parseId(text) : /^-?\d{1,15}$/.test(text) ? Number(text) : null;
    if (text === "") delete converted[name];
    else if (number !== null) converted[name] = number;
  }
  return converted;
}
