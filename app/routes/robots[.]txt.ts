export { loader } from "@workers/edge/robots.server";
