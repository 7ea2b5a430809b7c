// Logged values come from strangers (a CSP report's document-uri, a form field, a header): printed
// raw, a newline starts a forged log line, an ANSI escape recolours or erases what a terminal shows,
// and a bidi override reorders it. Every character that can do that is written as its JSON escape
// instead, so the log line reads the same in a terminal as in Workers Logs and stays valid JSON.
// Plain TypeScript with no imports: `npm start`'s readable log (scripts/lib/pretty-logs.mjs) runs it
// in Node as it is.

/**
 * C0 controls (newline, carriage return, ESC …), DEL and the C1 controls (an 8-bit CSI among them),
 * the line and paragraph separators, and the marks and overrides that change the direction of text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const UNSAFE_IN_A_LOG_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with each character that could forge, restyle or reorder a log line written as its escape (`\n`, `\u001b`). */
export function escapeControlCharacters(text: string): string {
  return text.replace(
    UNSAFE_IN_A_LOG_LINE,
    (character) => SHORT_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
