// A lost connection keeps the shopper's work (issue 13). A form's post that never reaches the
// store (the network dropped, the request was cut) would otherwise throw inside Remix and replace
// the page with the error screen, typed values and all. Routes whose forms shoppers fill export
// `clientAction = keepWorkOnConnectionLoss(...)`: the failure becomes the store's own error body,
// shown inline like any refusal, with the spec's message (section 8); and they export
// `shouldRevalidate = unlessConnectionLost(...)` so the page does not try to reload its data over
// the same dead connection after such an answer. An answer that is a failure without the store's
// own message (a gateway's error page) is shown inline the same way, with the spec's fallback text.
// keepWorkOnConnectionLoss is in ./keep-work.ts: only the pages with such forms load it, while
// every page's shell has this file (issue 30: first-load JS).
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isErrorBody } from "./error-body";

/** The error of a client action's answer when the request never reached the store (./keep-work.ts). */
export const CONNECTION_ERROR = "connection_error";

function isConnectionLoss(answer: unknown): boolean {
  return isErrorBody(answer) && answer.error === CONNECTION_ERROR;
}

/** The reload is for another address than the one shown: a navigation is under way. */
function addressChanges({ currentUrl, nextUrl }: Parameters<ShouldRevalidateFunction>[0]): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

/**
 * A route's shouldRevalidate: it skips reloading after an answer that never reached the store, and
 * otherwise follows the route's own rule (`next`), except while the address changes. A form's
 * reload that ends while a link's navigation is under way loads the new address, and the router
 * finishes that navigation with it (cancelling the navigation's own request): a loader skipped then
 * would leave the new address showing the old one's data, with nothing to load it again (moving to
 * the Coins tab while an item was being added kept the Items tab's offers under the Coins address).
 */
export function unlessConnectionLost(next?: ShouldRevalidateFunction): ShouldRevalidateFunction {
  return (args) => {
    if (addressChanges(args)) return args.defaultShouldRevalidate;
    if (isConnectionLoss(args.actionResult)) return false;
    return next ? next(args) : args.defaultShouldRevalidate;
  };
}
