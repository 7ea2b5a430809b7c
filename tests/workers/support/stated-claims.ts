// Hours, "24/7" and speeds stated in words: what only the store's settings and measured figures may
// say (issue 47). A text that says them itself goes stale the day the settings change.
const CLAIMS = [
  /24\s*\/\s*7/,
  /\b(?:instant(?:ly)?|immediate(?:ly)?|imediat[ao]s?)\b/i,
  /\b(?:within|up to|in under|até)\s+\d+\s*(?:min|minutes?|minutos?|h|hours?|horas?)\b/i,
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/i,
  /\b\d{1,2}h(?:\d{2})?\b/i,
  /\b(?:monday|segunda)\b.*\b(?:friday|sexta)\b/i,
];

/** The claims a text states itself. */
export function statedClaims(text: string): string[] {
  return CLAIMS.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
}
