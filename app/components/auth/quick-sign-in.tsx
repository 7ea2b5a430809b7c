// The header's sign-in before the page's code has come (issue 47: on a slow phone the tap on
// "Entrar" loaded /login, 520–620 ms to an email field). The form is in the server's HTML, and a few
// lines of inline script open it in a dialog on the tap of the header's link: the email field is
// ready to type in the next frame. It posts to the /login action as a page, which signs in and
// comes back here (or shows its answer: a wrong password, the second step), so it works exactly as
// the /login page does. Once React has taken the link over, the link opens the auth modal instead
// (passkeys, registration…); without any script the link is the /login page.
//
// The dialog is HTML React never hydrates (dangerouslySetInnerHTML), and its form waits in a
// <template> until opened: what the script does to it before React comes cannot make the page's
// hydration fail, and a closed form adds no second "Email" field to the page.
import type { Translate } from "@shared/i18n/translator";
import { useTranslation } from "~/i18n/use-translation";
import { useNonce } from "~/lib/nonce";

const ATTRIBUTE = "data-quick-sign-in";

/** Spread on the link that opens the quick sign-in (`id` of its dialog). */
export const opensQuickSignIn = (id: string) => ({ [ATTRIBUTE]: id });

// On `window` in the capture phase, before React's own listener: a link React has taken over
// (its fiber is on the element) is React's to answer; one it has not, this script's. A press meant
// for a new tab (a modifier key, another button) stays the link's.
const script = `addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[${ATTRIBUTE}]");
if(!a||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;for(var k in a)if(k.indexOf("__reactFiber")===0)return;
var d=document.getElementById(a.getAttribute("${ATTRIBUTE}"));if(!d||!d.showModal)return;e.preventDefault();
var t=d.querySelector("template");if(t){t.replaceWith(t.content.cloneNode(true))}
if(!d.open)d.showModal();var f=d.querySelector("input[type=email]");if(f)f.focus()},true);`;

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Addresses {
  /** The /login address the form posts to (with the page to come back to). */
  action: string;
  /** The registration page, with the same page to come back to. */
  register: string;
}

function dialogHtml(id: string, t: Translate, { action, register }: Addresses): string {
  const text = (key: string) => escaped(t(key));
  return `<dialog id="${id}" class="dialog auth-modal" aria-labelledby="${id}-title"><div class="dialog__body">
<div class="dialog__header"><h2 id="${id}-title" class="dialog__title">${text("auth.login.title")}</h2>
<form method="dialog"><button type="submit" class="dialog__close" aria-label="${text("auth.modal.close")}">×</button></form></div>
<template><form method="post" action="${escaped(action)}" class="auth-form">
<div class="field"><label for="${id}-email">${text("auth.fields.email")}</label>
<input id="${id}-email" type="email" name="email" autocomplete="username" required></div>
<div class="field"><label for="${id}-password">${text("auth.fields.password")}</label>
<input id="${id}-password" type="password" name="password" autocomplete="current-password" required></div>
<button type="submit" class="button auth-form__submit">${text("auth.login.submit")}</button>
<div class="auth-form__links"><a href="/forgot-password">${text("auth.login.forgotPassword")}</a>
<p>${text("auth.login.noAccount")} <a href="${escaped(register)}">${text("auth.login.createAccount")}</a></p></div>
</form></template></div></dialog>`;
}

/** The quick sign-in's dialog and the script that opens it. */
export function QuickSignIn({ id, ...addresses }: Addresses & { id: string }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built in this file from the store's texts and escaped addresses. */}
      <div className="quick-sign-in" dangerouslySetInnerHTML={{ __html: dialogHtml(id, t, addresses) }} />
      {/* The browser hides the nonce from the page, so the hydrated attribute differs by design. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file; no input reaches it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
