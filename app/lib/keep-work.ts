// The client action of the routes whose forms shoppers fill (./connection-loss.ts tells why): a form's
// post that never reaches the store, or an answer without the store's message, is shown inline.
import { type ClientActionFunctionArgs, isRouteErrorResponse } from "@remix-run/react";
import { currentTranslator } from "~/i18n/use-translation";
import { CONNECTION_ERROR } from "./connection-loss";
import { type ErrorBody, isErrorBody } from "./error-body";

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
