// A sign-out the store never heard (its request failed): the person is signed out on this device at
// once, as the spec asks (section 4: "if the logout call fails the state is cleared and the redirect
// happens anyway"), and the store is told again until it answers (app/components/auth/sign-out.tsx).
// Kept in localStorage, so a reload or another tab of the same browser stays signed out meanwhile.
import { useSyncExternalStore } from "react";

const KEY = "sign-out-owed";
const listeners = new Set<() => void>();

function owed(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function setSignOutOwed(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): this page still shows the person signed out.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's sign-out (or its retry answered) counts here too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Whether this browser signed out without the store hearing it yet; false while hydrating, as the server rendered. */
export function useSignOutOwed(): boolean {
  return useSyncExternalStore(subscribe, owed, () => false);
}
