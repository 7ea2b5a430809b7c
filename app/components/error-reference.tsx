import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The request id of a failure of the store itself (workers/edge/remix-route-guards.ts), for support. */
export function ErrorReference() {
  const error = useRouteError();
  const { t } = useTranslation();
  const requestId: unknown = isRouteErrorResponse(error) && error.status >= 500 ? error.data?.requestId : null;
  if (typeof requestId !== "string") return null;
  return (
    <p className="error-page__reference">
      {t("errors.reference")} <code>{requestId}</code>
    </p>
  );
}
