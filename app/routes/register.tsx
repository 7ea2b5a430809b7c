import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { registerSchema, registerWithConfirmationSchema } from "@shared/auth/schemas";
import { safeRedirectPath } from "@shared/safe-redirect";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { register } from "@workers/accounts/registration";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { AlreadySignedIn } from "~/components/auth/already-signed-in";
import { AuthPage } from "~/components/auth/auth-page";
import { RegisterForm } from "~/components/auth/register-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  const { t } = context;
  const user = await context.user();
  return {
    alreadySignedIn: user !== null,
    title: t("auth.register.metaTitle"),
    pageTexts: pageTexts(context.language, "auth"),
  };
}

export const meta = privatePageMeta;

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

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

export default function RegisterPage() {
  const { alreadySignedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (alreadySignedIn) return <AlreadySignedIn />;
  return (
    <AuthPage title={t("auth.register.title")} backHome>
      <RegisterForm returnTo={safeRedirectPath(searchParams.get("redirectTo"), "") || undefined} />
    </AuthPage>
  );
}
