// A lost connection keeps the shopper's work (issue 13). A form's post that never reaches the
// store (the network dropped, the request was cut) would otherwise throw inside Remix and replace
// the page with the error screen, typed values and all. Routes whose forms shoppers fill export
// `clientAction = keepWorkOnConnectionLoss(...)`: the failure becomes the store's own error body,
// shown inline like any refusal, with the spec's message (section 8); and they export
// `shouldRevalidate = unlessConnectionLost(...)` so the page does not try to reload its data over
// the same dead connection after such an answer. An answer that is a failure without the store's
// own message (a gateway's error page) is shown inline the same way, with the spec's fallback text.
import { type ClientActionFunctionArgs, isRouteErrorResponse, type ShouldRevalidateFunction } from "@remix-run/react";
import { currentTranslator } from "~/i18n/use-translation";
import { type ErrorBody, isErrorBody } from "./error-body";

const CONNECTION_ERROR = "connection_error";

/**
 * The spec's two wordings: "Erro ao conectar com o servidor. Verifique sua conexão." for signing
 * in and up, the account and shopping forms; "Erro de conexão. Tente novamente." for the forms that
 * ask for an email (forgot password, reset, resend verification).
 */
export type ConnectionMessage = "serverUnreachable" | "tryAgain";

/** A request the browser could not complete: fetch rejects with a TypeError, and only then. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The spec's text for a failure whose answer carries no message of the store's own (a gateway's
 * error page, an unexpected server error): "Erro desconhecido. Tente novamente." by default; the
 * email forms have their own ("Erro ao enviar email", "Error resetting password"…).
 */
export type FailureMessage = "unknown" | "login" | "sendEmail" | "resetPassword" | "resendVerification";

function errorBodyWith(error: string, key: string): ErrorBody {
  // The shown page's texts, already here (the shell's include these): no network needed.
  return { error, message: currentTranslator()?.(key) ?? key };
}

/** A failure the server answered without a message: its own error body if it sent one, else the spec's fallback. */
function failureBody(error: unknown, fallback: FailureMessage): ErrorBody {
  if (isRouteErrorResponse(error) && isErrorBody(error.data) && error.data.message) return error.data;
  return errorBodyWith("unknown_error", `failures.${fallback}`);
}

/** Thrown answers a route shows itself: a redirect, or a refusal below 500 for its error boundary. */
function isForTheRoute(error: unknown): boolean {
  return error instanceof Response || (isRouteErrorResponse(error) && error.status < 500);
}

/**
 * The route's clientAction: the server's answer; the connection error when there was none; the
 * spec's fallback text when the answer was a failure without the store's message.
 */
export function keepWorkOnConnectionLoss(message: ConnectionMessage, fallback: FailureMessage = "unknown") {
  return async ({ serverAction }: ClientActionFunctionArgs) => {
    try {
      return await serverAction();
    } catch (error) {
      if (isNetworkFailure(error)) return errorBodyWith(CONNECTION_ERROR, `connection.${message}`);
      if (isForTheRoute(error)) throw error;
      return failureBody(error, fallback);
    }
  };
}

function isConnectionLoss(answer: unknown): boolean {
  return isErrorBody(answer) && answer.error === CONNECTION_ERROR;
}

/** The reload is for another address than the one shown: a navigation is under way. */
function addressChanges({ currentUrl, nextUrl }: Parameters<ShouldRevalidateFunction>[0]): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

/**
 * A route's shouldRevalidate: it skips reloading after an answer that never reached the store, and
 * otherwise follows the route's own rule (`next`), except while the address changes. A form's
 * reload that ends while a link's navigation is under way loads the new address, and the router
 * finishes that navigation with it (cancelling the navigation's own request): a loader skipped then
 * would leave the new address showing the old one's data, with nothing to load it again (moving to
 * the Coins tab while an item was being added kept the Items tab's offers under the Coins address).
 */
export function unlessConnectionLost(next?: ShouldRevalidateFunction): ShouldRevalidateFunction {
  return (args) => {
    if (addressChanges(args)) return args.defaultShouldRevalidate;
    if (isConnectionLoss(args.actionResult)) return false;
    return next ? next(args) : args.defaultShouldRevalidate;
  };
}
