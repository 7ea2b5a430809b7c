export { loader } from "@workers/admin/http/audit-csv.server";
