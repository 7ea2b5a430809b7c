// The register page (app/routes/register.tsx renders it): its loader and its action, the same
// answers as POST /api/auth/register (workers/accounts/http/auth-api.ts).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { registerSchema, registerWithConfirmationSchema } from "@shared/auth/schemas";
import { safeRedirectPath } from "@shared/safe-redirect";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { register } from "@workers/accounts/registration";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { t } = context;
  const user = await context.user();
  return {
    alreadySignedIn: user !== null,
    title: t("auth.register.metaTitle"),
    pageTexts: pageTexts(context.language, "auth"),
  };
}

/**
 * The same answers as POST /api/auth/register. The page sends the password once; the auth modal
 * also sends its confirmation, which is then checked too.
 */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const fields = await readFormFields(request);
  const schema = "confirmPassword" in fields ? registerWithConfirmationSchema : registerSchema;
  const input = await readForm(request, schema, fields);
  const returnTo = safeRedirectPath(fields.returnTo, "") || undefined;
  const authContext = authContextOf(context);
  await register(authContext, input, { returnTo });
  return data(acceptedBody("registered", context.t), { status: 201 });
});
