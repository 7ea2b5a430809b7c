import { isOrderStatus } from "@workers/services/orders/status";
import { useTranslation } from "~/i18n/use-translation";
import { statusTone } from "~/lib/status-tone";

/** An order status with its label from `orders.statuses`; any other value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isOrderStatus(status);
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      {known ? t(`orders.statuses.${status}`) : status}
    </span>
  );
}
