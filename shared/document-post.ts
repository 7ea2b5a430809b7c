/**
 * A form the browser posted itself: pressed before the page's code came, or where scripts never run.
 * Its answer is a whole page, so an action that answers the page's code with data (a toast, a
 * navigation the code makes) sends such a post on with a redirect instead.
 */
export function postedByDocument(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}
