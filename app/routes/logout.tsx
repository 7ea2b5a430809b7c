export { action, loader } from "@workers/accounts/http/logout-page.server";
