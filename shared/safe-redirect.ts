// The one gate every redirect target taken from a request passes (`/set-language`, `redirectTo`
// after sign-in, and any later one): only a path on this site gets through, anything else is the
// fallback. Browsers drop tabs and line breaks inside a URL and read `\` as `/`, so `/\t/evil.example`
// and `/\evil.example` both mean `//evil.example`; a line break in a Location header is also an
// error in the Worker (a 500). So the target is refused when any of these show up, raw or
// percent-encoded (decoded up to a few layers, for servers and proxies that decode again). The raw
// target must also be printable ASCII, as browsers send addresses, so it is always a valid header.

const MAX_TARGET_LENGTH = 2_048;
const DECODE_LAYERS = 3;
const BACKSLASH = 0x5c;
const DELETE = 0x7f;

/** Control characters (tab, newline, carriage return among them) and the backslash. */
function hasForbiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === DELETE || code === BACKSLASH) return true;
  }
  return false;
}
const PRINTABLE_ASCII = /^[\u0020-\u007e]*$/;
const CHECK_BASE = "http://same-site.invalid";

function isSafeLayer(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !hasForbiddenCharacter(value);
}

/** Whether `value` is a path on this site under every decoding a browser or proxy might apply. */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length > MAX_TARGET_LENGTH || !PRINTABLE_ASCII.test(value)) return false;
  let layer = value;
  for (let depth = 0; ; depth++) {
    if (!isSafeLayer(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // A lone `%` (say `?q=100%25` once decoded) is text, not another layer of encoding.
      break;
    }
    if (decoded === layer) break;
    // Still encoded after this many layers: nobody's real address looks like that.
    if (depth === DECODE_LAYERS) return false;
    layer = decoded;
  }
  // The last word goes to a URL parser: the path must stay on the same origin.
  return new URL(value, CHECK_BASE).origin === CHECK_BASE;
}

/** `value` when it is a same-site path, otherwise `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  return isSafeRedirectPath(value) ? value : fallback;
}
