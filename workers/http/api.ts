import { Hono } from "hono";
import { apiError } from "./errors";
import { healthApi } from "./health";
import type { ApiEnv } from "./types";

/** Every /api/* route, one sub-app per resource. */
export const api = new Hono<ApiEnv>()
  .route("/health", healthApi)
  // Mounted sub-apps do not use their own notFound, so unknown paths are caught here.
  .all("*", (c) => apiError(c, 404, "not_found", "No API route matches this path."))
  .onError((err, c) => {
    console.error("api error", err);
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });
