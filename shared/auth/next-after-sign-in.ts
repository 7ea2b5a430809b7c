// Where a sign-in goes on to, the same for the login page's action (a form the browser posted
// itself) and its code (after the toast).
import { safeRedirectPath } from "../safe-redirect";

/** Where a sign-in goes on to: the page it was asked from, else an admin's dashboard or the home page. */
export function nextAfterSignIn(redirectTo: string | null, account: { isAdmin: boolean }): string {
  return safeRedirectPath(redirectTo, account.isAdmin ? "/admin" : "/");
}
