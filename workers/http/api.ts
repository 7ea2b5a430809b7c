import { Hono } from "hono";
import { coinsApi } from "./coins";
import { contactApi } from "./contact";
import { apiError } from "./errors";
import { gamesApi } from "./games";
import { healthApi } from "./health";
import { itemsApi } from "./items";
import type { ApiEnv } from "./types";

/** Every /api/* route, one sub-app per resource. */
export const api = new Hono<ApiEnv>()
  .route("/health", healthApi)
  .route("/games", gamesApi)
  .route("/items", itemsApi)
  .route("/coins", coinsApi)
  .route("/contact", contactApi)
  // Mounted sub-apps do not use their own notFound, so unknown paths are caught here.
  .all("*", (c) => apiError(c, 404, "not_found", "No API route matches this path."))
  .onError((err, c) => {
    console.error("api error", err);
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });
