import { isOrderStatus } from "@workers/services/orders/status";
import { useTranslation } from "~/i18n/use-translation";

/** An order status with its label from `orders.statuses`; any other value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isOrderStatus(status);
  return (
    <span className="status-badge" data-status={known ? status : "other"}>
      {known ? t(`orders.statuses.${status}`) : status}
    </span>
  );
}
