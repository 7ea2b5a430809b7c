// A lost connection keeps the shopper's work (issue 13). A form's post that never reaches the
// store (the network dropped, the request was cut) would otherwise throw inside Remix and replace
// the page with the error screen, typed values and all. Routes whose forms shoppers fill export
// `clientAction = keepWorkOnConnectionLoss(...)`: the failure becomes the store's own error body,
// shown inline like any refusal, with the spec's message (section 8); and they export
// `shouldRevalidate = unlessConnectionLost(...)` so the page does not try to reload its data over
// the same dead connection after such an answer.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
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

function connectionErrorBody(message: ConnectionMessage): ErrorBody {
  // The shown page's texts, already here (the shell's include these): no network needed.
  const key = `connection.${message}`;
  return { error: CONNECTION_ERROR, message: currentTranslator()?.(key) ?? key };
}

/** The route's clientAction: the server's answer, or the connection error when there was none. */
export function keepWorkOnConnectionLoss(message: ConnectionMessage) {
  return async ({ serverAction }: ClientActionFunctionArgs) => {
    try {
      return await serverAction();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      return connectionErrorBody(message);
    }
  };
}

function isConnectionLoss(answer: unknown): boolean {
  return isErrorBody(answer) && answer.error === CONNECTION_ERROR;
}

/** A route's shouldRevalidate that skips reloading after an answer that never reached the store. */
export function unlessConnectionLost(next?: ShouldRevalidateFunction): ShouldRevalidateFunction {
  return (args) => !isConnectionLoss(args.actionResult) && (next ? next(args) : args.defaultShouldRevalidate);
}
