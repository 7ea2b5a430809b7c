import { isOrderStatus } from "@workers/services/orders/status";
import { useTranslation } from "~/i18n/use-translation";
import { orderStatusText } from "~/lib/vocabulary/order-statuses";

/** An order status in words (lib/vocabulary/order-statuses.ts); any other value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isOrderStatus(status);
  return (
    <span className="status-badge" data-status={known ? status : "other"}>
      {orderStatusText(t, status)}
    </span>
  );
}
