/** A comma-separated admin field (a game's `sell`) as its names: the admin preview and the server read it alike. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}
