export { action, loader } from "@workers/edge/language-switch.server";
