// The store's own contact and social links, from the store settings: the root loader sends them
// with every page (the footer, and the support links of the auth screens read them from there).
import { useRouteLoaderData } from "@remix-run/react";
import type { StoreSettings } from "@workers/settings/store-settings";

export type StoreLinks = Pick<StoreSettings, "contactEmail" | "whatsappNumber" | "instagramUrl" | "discordUrl">;

export function storeLinksOf(settings: StoreSettings): StoreLinks {
  const { contactEmail, whatsappNumber, instagramUrl, discordUrl } = settings;
  return { contactEmail, whatsappNumber, instagramUrl, discordUrl };
}

/** The root loader's store links; null on the error page of a failed root loader. */
export function useStoreLinks(): StoreLinks | null {
  const root = useRouteLoaderData<{ storeLinks?: StoreLinks }>("root");
  return root?.storeLinks ?? null;
}

/** A WhatsApp chat with the store, the message typed in for the shopper. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?${new URLSearchParams({ text: message })}`;
}
