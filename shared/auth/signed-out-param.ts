/**
 * Where /logout sends a sign-out the browser posted itself (pressed before the page's code came):
 * home with `?signedOut`, which has the shell load the sign-out feedback to say so.
 */
export const SIGNED_OUT_PARAM = "signedOut";
