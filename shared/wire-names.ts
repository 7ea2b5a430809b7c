// The domain services name their fields in their own words (`quantity`, `platform`); the forms and
// the REST API send them as the spec's wire does (`quantidade`, `plataforma_selecionada`). Each input
// has one table of the two names (beside its schema), and everything that crosses between them is
// derived from that table: the schema's reading of the wire and writing an input back in wire names
// (the cart's Undo) here; naming a refused field as it was sent in workers/kernel/wire-names.ts.

/** Each domain field name and the wire name it is sent under. */
export type WireNames = Readonly<Record<string, string>>;

type Renamed<T, Names extends Record<keyof T, PropertyKey>> = { [Key in keyof T as Names[Key]]: T[Key] };

/** The input in the wire's names (`names`: domain name → wire name). */
export function toWire<T extends object, const Names extends Record<keyof T, PropertyKey>>(
  names: Names,
  input: T,
): Renamed<T, Names> {
  return Object.fromEntries(
    Object.entries(input).map(([field, value]) => [names[field as keyof T] ?? field, value]),
  ) as Renamed<T, Names>;
}

type FromWire<Names extends Record<PropertyKey, PropertyKey>, W> = Omit<W, Names[keyof Names]> & {
  [Key in keyof Names]: W[Names[Key] & keyof W];
};

/** The wire's fields in the domain's names (`names`: domain name → wire name); other fields keep theirs. */
export function fromWire<const Names extends Record<PropertyKey, PropertyKey>, W extends object>(
  names: Names,
  wire: W,
): FromWire<Names, W> {
  const domainOf: Record<PropertyKey, PropertyKey> = Object.fromEntries(
    Object.entries(names).map(([domain, name]) => [name, domain]),
  );
  return Object.fromEntries(
    Object.entries(wire).map(([field, value]) => [domainOf[field] ?? field, value]),
  ) as FromWire<Names, W>;
}
