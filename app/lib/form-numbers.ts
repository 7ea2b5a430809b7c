/**
 * Form fields arrive as text, while the shared schemas take numbers (the REST API receives JSON
 * numbers). Whole-number texts among `names` become numbers and empty ones are left out; anything
 * else stays text, for the schema to refuse with its own message.
 */
export function withNumbers(
  fields: Record<string, FormDataEntryValue>,
  names: readonly string[],
): Record<string, unknown> {
  const converted: Record<string, unknown> = { ...fields };
  for (const name of names) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text === "") delete converted[name];
    else if (/^-?\d{1,15}$/.test(text)) converted[name] = Number(text);
  }
  return converted;
}
