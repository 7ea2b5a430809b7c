// The trust page at its Portuguese address: the same page as /trust, in the visitor's language.
export { default, links, loader, meta, shouldRevalidate } from "./trust";
