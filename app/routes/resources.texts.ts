export { loader } from "@workers/edge/texts-resource.server";
