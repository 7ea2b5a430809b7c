import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** A pending order's way to its payment step, on its own page; nothing for any other status. */
export function PayNowLink({ order, className }: { order: { id: number; status: string }; className: string }) {
  const { t } = useTranslation();
  if (order.status !== "pendente") return null;
  return (
    <Link
      to={`/orders/${order.id}#pay`}
      className={className}
      aria-label={t("paymentStep.payNowFor", { id: order.id })}
    >
      {t("paymentStep.payNow")}
    </Link>
  );
}
