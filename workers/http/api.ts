import { Hono } from "hono";
import { adminCodesApi } from "./admin-codes";
import { authApi } from "./auth";
import { cartApi } from "./cart";
import { chatApi } from "./chat";
import { checkoutApi, stripeApi } from "./checkout";
import { coinsApi } from "./coins";
import { contactApi } from "./contact";
import { requireSameOriginJson } from "./csrf";
import { devEmailsApi } from "./dev-emails";
import { gamesApi } from "./games";
import { healthApi } from "./health";
import { itemsApi } from "./items";
import { ordersApi } from "./orders";
import { passkeysApi } from "./passkeys";
import { privacyApi } from "./privacy";
import { answerApiError, apiNotFound } from "./refusals";
import { sandboxApi } from "./sandbox";
import { supportApi } from "./support";
import { trustApi } from "./trust";
import { twoFactorApi } from "./two-factor";
import type { ApiEnv } from "./types";
import { usersApi } from "./users";
import { withdrawalApi } from "./withdrawal";

/** Every /api/* route, one sub-app per resource. */
export const api = new Hono<ApiEnv>()
  // Every state-changing call must come from this store's pages, as JSON (workers/http/csrf.ts).
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
  .route("/trust", trustApi)
  // Mounted sub-apps do not use their own notFound, so unknown paths are caught here.
  .all("*", apiNotFound)
  // A domain refusal thrown anywhere below is its status and error body; any other error is a
  // failure of the store itself: logged with the request id, which the body shows (nothing else).
  .onError(answerApiError);
