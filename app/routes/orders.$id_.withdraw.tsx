export { action } from "@workers/orders/http/withdraw-page.server";
