export { action, loader } from "@workers/edge/currency-switch.server";
