// The invitation email of a request (the admin page's or the API's): the link comes from the store's
// configured public origin (createAuthContext, workers/kernel/public-origin.ts), never from the
// request's Host; it goes out in the account's language, or for a new address the inviter's.
import { createAuthContext } from "../../accounts/context";
import { sendStaffInvitationEmail } from "../../accounts/emails";
import type { RequestContext } from "../../edge/load-context";
import type { InvitationMail } from "../invitations";

export function invitationMailer(context: RequestContext, inviter: { name: string }) {
  const ctx = createAuthContext(
    {
      db: context.db,
      env: context.cloudflare.env,
      waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise),
    },
    context.caller,
  );
  return (mail: InvitationMail) =>
    sendStaffInvitationEmail(
      ctx,
      {
        email: mail.email,
        name: mail.account?.name || (mail.email.split("@")[0] ?? mail.email),
        locale: mail.account?.locale ?? context.language,
      },
      mail.token,
      { role: mail.role, inviter: inviter.name },
    );
}
