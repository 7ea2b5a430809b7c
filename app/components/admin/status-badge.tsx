import { useTranslation } from "~/i18n/use-translation";
import { adminOrderStatusText } from "~/lib/vocabulary/order-statuses";

/** An order status in words; an unknown value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`admin-status admin-status--${status}`}>{adminOrderStatusText(t, status)}</span>;
}
