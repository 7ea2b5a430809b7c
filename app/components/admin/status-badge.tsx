import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import { useTranslation } from "~/i18n/use-translation";
import { statusTone } from "~/lib/status-tone";

/** An order status in words, in the shopper pages' colour for it; an unknown value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      {adminOrderStatusText(t, status)}
    </span>
  );
}
