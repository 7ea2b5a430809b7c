// The page a staff invitation's link opens (app/routes/staff-invitation.tsx renders it): its loader
// looks at the link without using it up (a used, expired or altered one says so before anything is
// typed); its action accepts, with the new account's name and password, or the existing account's own
// password. Which of the two applies is the server's to say (the address has an account or not),
// never the form's.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { joinWithNewAccountSchema, joinWithOwnAccountSchema } from "@shared/staff/schemas";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import {
  invalidInvitation,
  invitationByToken,
  joinWithNewAccount,
  joinWithOwnAccount,
} from "@workers/staff/invitations";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const opened = await invitationByToken(context.db, token);
  return {
    token,
    link:
      opened.state === "live"
        ? { state: opened.state, ...opened.invitation, hasAccount: opened.hasAccount }
        : { state: opened.state },
    title: t("staffInvitation.metaTitle"),
    pageTexts: pageTexts(language, "auth", "staffInvitation"),
  };
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const fields = await readFormFields(request);
  const deps = { db: context.db, env: context.cloudflare.env, ip: context.caller.ip, language: context.language };
  const token = typeof fields.token === "string" ? fields.token.trim() : "";
  const opened = await invitationByToken(context.db, token);
  if (opened.state !== "live") throw invalidInvitation();
  const joined = opened.hasAccount
    ? await joinWithOwnAccount(deps, await readForm(request, joinWithOwnAccountSchema, fields))
    : await joinWithNewAccount(deps, await readForm(request, joinWithNewAccountSchema, fields));
  // The account's sessions may have ended (an existing account's do): the page's loaders read it again.
  context.readSignInAgain();
  return { joined: joined.role };
});
