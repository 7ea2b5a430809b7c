export { action } from "@workers/edge/time-zone-resource.server";
