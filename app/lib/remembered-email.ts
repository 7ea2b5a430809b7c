import { useEffect } from "react";
import { useInputValue } from "./use-input-value";

// The last email used to sign in or register, kept in local storage under `userEmail` (spec
// section 3) to prefill the login and registration forms.
const STORAGE_KEY = "userEmail";

export function rememberEmail(email: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, email.trim().toLowerCase());
  } catch {
    // Storage can be full or blocked (private modes); prefilling is only a convenience.
  }
}

function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/**
 * An email input prefilled, once hydrated, with the remembered email unless something was typed
 * already or the person is in the field: on a slow phone the code comes while they type, and a
 * prefill landing in the field they just emptied was written in front of what they typed next.
 */
export function useRememberedEmail() {
  const email = useInputValue();
  const { ref, set } = email;
  useEffect(() => {
    const field = ref.current;
    if (field && !field.value && document.activeElement !== field) set(rememberedEmail());
  }, [ref, set]);
  return email;
}
