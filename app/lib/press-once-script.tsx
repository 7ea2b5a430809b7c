// One press, one effect before the page's code has come (issue 46, decision 042). A form that
// adds, pays or sends (marked `pressOnce`) and that the browser posts itself (no script yet, decision 030) shows the
// pressed button busy at once and takes no second press while the page it asked for comes: until
// then a slow phone showed nothing for seconds, which invited a second tap. The server dedupes by
// the key anyway; this is what the shopper sees. It listens on `window` in the capture phase: React
// stops a press aimed at a part it has not hydrated yet from reaching anything after its own
// listener. Whether the browser posts is known once every listener ran (the page's code prevents the
// post of a form it has taken over), hence the look after the event.
import { useNonce } from "./nonce";

const ATTRIBUTE = "data-press-once";
/** Spread on a form whose press adds, pays or sends: posted by the browser itself, it takes one press. */
export const pressOnce = { [ATTRIBUTE]: "" } as const;

/** How long a form stays locked if its page never comes (a stopped load): then a press retries it. */
const LOCK_MS = 10_000;

const script = `addEventListener("submit",function(e){var f=e.target,b=e.submitter;
if(!(f instanceof HTMLFormElement)||f.method!=="post"||!f.hasAttribute("${ATTRIBUTE}"))return;
if(f.hasAttribute("data-posting")){e.preventDefault();e.stopPropagation();return}
setTimeout(function(){if(e.defaultPrevented)return;
f.setAttribute("data-posting","");if(b){b.setAttribute("aria-busy","true");b.setAttribute("aria-disabled","true")}
setTimeout(function(){f.removeAttribute("data-posting");if(b){b.removeAttribute("aria-busy");b.removeAttribute("aria-disabled")}},${LOCK_MS})})},true);`;

export function PressOnceScript() {
  const nonce = useNonce();
  // The browser hides the nonce from the page, so the hydrated attribute differs by design.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file; no input reaches it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
