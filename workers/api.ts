import { Hono } from "hono";
import { authApi } from "./accounts/http/auth-api";
import { passkeysApi } from "./accounts/http/passkeys-api";
import { twoFactorApi } from "./accounts/http/two-factor-api";
import { usersApi } from "./accounts/http/users-api";
import { adminAuditApi } from "./admin/http/audit-api";
import { adminExportsApi } from "./admin/http/exports-api";
import { adminRefundApi } from "./admin/http/refund-api";
import { cartApi } from "./cart/http/api";
import { coinsApi } from "./catalogue/http/coins-api";
import { gamesApi } from "./catalogue/http/games-api";
import { itemsApi } from "./catalogue/http/items-api";
import { chatApi } from "./chat/http/api";
import { supportApi } from "./chat/http/support-api";
import { contactApi } from "./contact/http/api";
import { adminDeskApi, deskClaimsApi } from "./desk/http/desk-api";
import { requireSameOriginJson } from "./edge/csrf";
import { answerApiError, apiNotFound } from "./edge/refusals";
import type { ApiEnv } from "./edge/types";
import { healthApi } from "./health/http/api";
import { devEmailsApi } from "./mail/http/dev-emails-api";
import { ordersApi } from "./orders/http/api";
import { checkoutApi, stripeApi } from "./orders/http/checkout-api";
import { disputeAdminApi } from "./orders/http/dispute-api";
import { riskHoldAdminApi } from "./orders/http/risk-hold-api";
import { withdrawalApi } from "./orders/http/withdrawal-api";
import { sandboxApi } from "./payments/http/sandbox-api";
import { privacyApi } from "./privacy/http/api";
import { adminCodesApi } from "./promotions/http/admin-api";
import { adminStaffApi } from "./staff/http/staff-api";
import { adminStockApi } from "./stock/http/admin-api";
import { stockAlertsApi } from "./stock/http/alerts-api";
import { trustApi } from "./trust/http/api";

/** Every /api/* route, one sub-app per resource. */
export const api = new Hono<ApiEnv>()
  // Every state-changing call must come from this store's pages, as JSON (workers/edge/csrf.ts).
  .use(requireSameOriginJson)
  .route("/health", healthApi)
  .route("/games", gamesApi)
  .route("/items", itemsApi)
  .route("/coins", coinsApi)
  .route("/contact", contactApi)
  .route("/auth", authApi)
  .route("/auth", twoFactorApi)
  .route("/auth", passkeysApi)
  .route("/users", usersApi)
  .route("/users", privacyApi)
  .route("/dev/emails", devEmailsApi)
  .route("/cart", cartApi)
  .route("/checkout", checkoutApi)
  .route("/stripe", stripeApi)
  .route("/orders", ordersApi)
  .route("/orders", withdrawalApi)
  .route("/sandbox", sandboxApi)
  .route("/chat", chatApi)
  .route("/support", supportApi)
  .route("/admin/codes", adminCodesApi)
  .route("/admin/desk", adminDeskApi)
  // The desk's claims on an order (issue 49); their permission is the desk's, not the orders page's.
  .route("/admin/orders", deskClaimsApi)
  .route("/admin/orders", disputeAdminApi)
  .route("/admin/orders", adminRefundApi)
  .route("/admin/orders", riskHoldAdminApi)
  .route("/admin/staff", adminStaffApi)
  .route("/admin/audit", adminAuditApi)
  .route("/admin/exports", adminExportsApi)
  .route("/admin/stock", adminStockApi)
  .route("/trust", trustApi)
  .route("/stock-alerts", stockAlertsApi)
  // Mounted sub-apps do not use their own notFound, so unknown paths are caught here.
  .all("*", apiNotFound)
  // A domain refusal thrown anywhere below is its status and error body; any other error is a
  // failure of the store itself: logged with the request id, which the body shows (nothing else).
  .onError(answerApiError);
