export { loader } from "@workers/catalogue/http/sitemap.server";
