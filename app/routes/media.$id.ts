export { loader } from "@workers/admin/http/media.server";
