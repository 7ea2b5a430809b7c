/**
 * JSON for a <script type="application/ld+json"> element. The characters that could end the
 * script element or start markup are written as JSON escapes, so data typed by admins or
 * customers can never break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
