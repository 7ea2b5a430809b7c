import type { MetaDescriptor } from "@remix-run/cloudflare";

/**
 * Meta tags of a page whose loader returns a translated `title`. Account pages are kept out of
 * search engines: they hold nothing to find.
 */
export function privatePageMeta({ data }: { data?: { title: string } }): MetaDescriptor[] {
  return [{ title: data?.title }, { name: "robots", content: "noindex" }];
}
