// The account pages' one shared action: sending a link to the email given (forgot password,
// resend verification), with the same answers as its POST /api/auth endpoint.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { emailRequestSchema } from "@shared/auth/schemas";
import type { AuthContext } from "@workers/accounts/context";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";

/**
 * The action of a page that sends a link to the email it is given (forgot password, resend
 * verification): the same answers as its POST /api/auth endpoint, for known and unknown emails alike.
 */
export function emailLinkAction(
  send: (auth: AuthContext, email: string) => Promise<unknown>,
  answer: "resetRequested" | "verificationResent",
) {
  return refusable(async ({ request, context }: ActionFunctionArgs) => {
    const input = await readForm(request, emailRequestSchema);
    await send(authContextOf(context), input.email);
    return acceptedBody(answer, context.t);
  });
}
