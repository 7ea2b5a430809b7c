export { loader } from "@workers/admin/http/products-page.server";
