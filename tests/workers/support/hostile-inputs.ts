// Hostile input, generated with fast-check: the kinds a careless client, a broken proxy or an
// attacker sends. Texts (control characters, odd Unicode, over-long, LIKE wildcards), numbers
// (negative, fractional, huge, not numbers), ids of rows that do not exist, wrong content types,
// malformed JSON and multipart bodies, and the store's own forms with one field made hostile.
import fc from "fast-check";

export type Role = "visitor" | "shopper" | "admin";

export type HostileBody =
  | { kind: "none" }
  | { kind: "form"; fields: Array<[string, string]> }
  | { kind: "multipart"; fields: Array<[string, string]>; file?: { field: string; type: string; bytes: number[] } }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string | null; text: string };

export interface HostileRequest {
  role: Role;
  /** One URL-encoded segment per path parameter. */
  segments: string[];
  /** Query string without "?", possibly malformed on purpose. */
  query: string;
  /** Ask Remix for the data of the page (`/path.data`), as client-side navigation does. */
  asData: boolean;
  body: HostileBody;
  headers: Record<string, string>;
}

/** Texts that broke or nearly broke something somewhere, and the classic tricks. */
export const HOSTILE_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\r\n",
  "line\nbreak",
  "\t",
  "\u202Eevil\u202C",
  "\u200B\u200D",
  "\uFEFF",
  "e\u0301\u0301\u0301",
  "\uFFFD",
  "\uD800",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "😀".repeat(30),
  "%",
  "%%_\\",
  "_",
  "\\",
  "'",
  '"',
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "/\t/evil.example",
  "//evil.example",
  "null",
  "undefined",
  "[object Object]",
  "x".repeat(48),
  "x".repeat(49),
  "é".repeat(49),
  "%_".repeat(40),
  "a".repeat(300),
  "z".repeat(5_000),
  "long words ".repeat(1_000),
] as const;

/** Number-like texts: negative, fractional, huge, not numbers, numbers in other scripts. */
export const NUMBER_TEXTS = [
  "-1",
  "0",
  "-0",
  "1.5",
  "0.0001",
  "1e308",
  "1e-308",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740993",
  "99999999999999999999999999",
  "999999",
  "2147483648",
  "0x10",
  "1_000",
  " 1 ",
  "١٢٣",
  "1,5",
] as const;

/** Already URL-encoded path segments: malformed escapes, invalid UTF-8, traversal, over-long ids. */
const RAW_SEGMENTS = [
  "%00",
  "%ZZ",
  "%",
  "%C3%28",
  "%ED%A0%80",
  "%FF%FE",
  "..%2F..%2Fetc",
  "%2F%2Fevil.example",
  "a%20b",
  "9".repeat(400),
  "a".repeat(3_000),
  "1".repeat(20),
  "-1",
  "0",
  "1.5",
  "1e3",
  "999999",
  "%F0%9F%98%80",
] as const;

/** Malformed or misleading bodies: each is sent with the content type next to it. */
const RAW_BODIES: Array<[string | null, string]> = [
  ["application/json", ""],
  ["application/json", "{"],
  ["application/json", '{"a":'],
  ["application/json", "[".repeat(5_000)],
  ["application/json", '{"__proto__":{"isAdmin":true}}'],
  ["application/json", "null"],
  ["application/json", "\u0000"],
  ["application/json; charset=utf-16", '{"a":1}'],
  ["multipart/form-data", "no boundary here"],
  ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'],
  ["multipart/form-data; boundary=XYZ", "--XYZ--garbage"],
  ["multipart/form-data; boundary=", ""],
  ["application/x-www-form-urlencoded", "%ZZ=%E0%A4%A&a=%"],
  ["application/x-www-form-urlencoded", "=".repeat(2_000)],
  ["text/plain", "intent=clear"],
  ["application/xml", "<a>1</a>"],
  ["application/octet-stream", "\u0000\u0001\u0002\u00ff"],
  [null, "intent=clear"],
  [null, ""],
];

/** Raw query strings: malformed escapes and odd shapes that no form produces. */
const RAW_QUERIES = [
  "%",
  "%ZZ=1",
  "q=%E0%A4%A",
  "page=%00",
  "&&&==",
  "q[]=1&q[]=2",
  "redirectTo=%0A%2F%2Fevil.example",
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "é", "😀", "%", "_", " ", "\u0000"), fc.integer({ min: 40, max: 2_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, 999_999, null, true, false) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [1, 2, 3], { nested: { deeper: ["x"] } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** What the store itself would send in a field (harvested from its pages), or a hostile value. */
function fieldValue(plausible: Map<string, string[]>, name: string): fc.Arbitrary<string> {
  const known = plausible.get(name) ?? [];
  return known.length > 0 ? fc.oneof(hostileText, fc.constantFrom(...known)) : hostileText;
}

function fieldList(names: string[], plausible: Map<string, string[]>): fc.Arbitrary<Array<[string, string]>> {
  if (names.length === 0) return fc.constant([]);
  return fc
    .uniqueArray(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileText }), {
      maxLength: 10,
    })
    .chain((chosen) =>
      fc.tuple(...chosen.map((name) => fieldValue(plausible, name).map((value): [string, string] => [name, value]))),
    );
}

/** Lone surrogates replaced, so the text can be URL-encoded (the raw segments cover invalid UTF-8). */
const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

/** A form the store's own pages post to a route: the path segments it posts to and its fields. */
export interface KnownForm {
  segments: string[];
  fields: Array<[string, string]>;
}

/** One of the store's own forms for this route, with one or two of its fields made hostile. */
function mutatedForm(forms: KnownForm[]): fc.Arbitrary<KnownForm> {
  return fc.constantFrom(...forms).chain((form) =>
    fc
      .uniqueArray(fc.nat({ max: Math.max(0, form.fields.length - 1) }), { minLength: 1, maxLength: 2 })
      .chain((positions) => fc.tuple(...positions.map(() => hostileText)).map((values) => ({ positions, values })))
      .map(({ positions, values }) => ({
        segments: form.segments,
        fields: form.fields.map(([name, value], at): [string, string] => {
          const replaced = positions.indexOf(at);
          return [name, replaced >= 0 ? (values[replaced] ?? value) : value];
        }),
      })),
  );
}

export interface InputKnowledge {
  /** Field names the store's forms and schemas use. */
  fieldNames: string[];
  /** Values the store's own pages put in fields (hidden inputs, options, submit buttons). */
  plausible: Map<string, string[]>;
  /** Ids of rows that exist, so a request also gets past the "not found" check. */
  existingIds: string[];
}

export interface RouteShape {
  method: string;
  /** How many path parameters the route has. */
  params: number;
  page: boolean;
  /** The store's own forms that post to this route. */
  forms: KnownForm[];
}

function bodyArbitrary(route: RouteShape, fields: fc.Arbitrary<Array<[string, string]>>, knowledge: InputKnowledge) {
  const jsonObject = fc
    .uniqueArray(fc.constantFrom(...knowledge.fieldNames), { maxLength: 8 })
    .chain((names) => fc.tuple(...names.map((name) => hostileJson.map((value) => [name, value] as const))))
    .map((entries) => Object.fromEntries(entries));
  const file = fc.record({
    field: fc.constantFrom("imageFile", "file", "image"),
    type: fc.constantFrom("image/png", "image/svg+xml", "text/html", "", "application/octet-stream"),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  });
  return fc.oneof(
    { weight: route.page ? 4 : 1, arbitrary: fields.map((f): HostileBody => ({ kind: "form", fields: f })) },
    {
      weight: route.page ? 2 : 1,
      arbitrary: fc
        .tuple(fields, fc.option(file, { nil: undefined }))
        .map(([f, upload]): HostileBody => ({ kind: "multipart", fields: f, file: upload })),
    },
    { weight: route.page ? 1 : 4, arbitrary: jsonObject.map((value): HostileBody => ({ kind: "json", value })) },
    { weight: 1, arbitrary: hostileJson.map((value): HostileBody => ({ kind: "json", value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map(([contentType, text]): HostileBody => ({ kind: "raw", contentType, text })),
    },
  );
}

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("Accept-Language", "Cookie", "Accept", "X-Forwarded-Host"),
        fc.constantFrom("*;q=abc", "xx-@@", "a".repeat(4_000), "__session=%ZZ; lng=%FF", ",,,;", "text/html;q=NaN"),
      )
      .map(([name, value]) => ({ [name]: value })),
  },
);

export function hostileRequest(route: RouteShape, knowledge: InputKnowledge): fc.Arbitrary<HostileRequest> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knowledge.existingIds) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: hostileText.map((text) => encodeURIComponent(wellFormed(text))) },
  );
  const segments = fc.array(segment, { minLength: route.params, maxLength: route.params });
  const queryFields = fieldList([...knowledge.fieldNames, "q", "search", "page", "redirectTo"], knowledge.plausible);
  const query = fc.oneof(
    { weight: 4, arbitrary: queryFields.map((fields) => new URLSearchParams(fields).toString()) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const anyFields = fieldList(knowledge.fieldNames, knowledge.plausible);
  const generic = fc.record({
    segments,
    body:
      route.method === "GET" ? fc.constant<HostileBody>({ kind: "none" }) : bodyArbitrary(route, anyFields, knowledge),
  });
  const target =
    route.method === "GET" || route.forms.length === 0
      ? generic
      : fc.oneof(
          generic,
          mutatedForm(route.forms).chain((form) =>
            fc.record({
              segments: fc.constant(form.segments),
              body: fc.constantFrom<HostileBody>(
                { kind: "form", fields: form.fields },
                { kind: "multipart", fields: form.fields },
              ),
            }),
          ),
        );
  return fc
    .record({
      role: fc.constantFrom<Role>("visitor", "shopper", "admin"),
      target,
      query: route.method === "GET" || route.page ? query : fc.constant(""),
      asData: route.page ? fc.boolean() : fc.constant(false),
      headers: hostileHeaders,
    })
    .map(({ target: { segments: chosen, body }, ...rest }) => ({ ...rest, segments: chosen, body }));
}

/** The request body and its content type, as a client would send them. */
export function encodeBody(body: HostileBody): { body?: BodyInit; contentType?: string | null } {
  switch (body.kind) {
    case "none":
      return {};
    case "form":
      return { body: new URLSearchParams(body.fields), contentType: "application/x-www-form-urlencoded" };
    case "multipart": {
      const form = new FormData();
      // workerd cannot serialise a multipart field name that ends with a backslash (a TypeError
      // in the client, before anything is sent); such names still go out in the other body kinds.
      for (const [name, value] of body.fields) if (!name.endsWith("\\")) form.append(name, value);
      if (body.file) {
        const { field, type, bytes } = body.file;
        form.append(field, new File([new Uint8Array(bytes)], "upload.png", { type }));
      }
      // The runtime writes the boundary into the content type itself.
      return { body: form, contentType: undefined };
    }
    case "json":
      return { body: JSON.stringify(body.value) ?? "", contentType: "application/json" };
    case "raw":
      return { body: body.text, contentType: body.contentType };
  }
}

/** Values tried in each field of the store's own forms, one field at a time, in the fixed examples. */
const ONE_FIELD_VALUES = ["999999", "-1", "1.5", "z".repeat(5_000), "\u0000\u202E", "1e308", "x".repeat(49)];

const MAX_FORM_EXAMPLES = 12;

/** Malformed bodies every state-changing route gets at least once, whatever the random runs pick. */
const FIXED_RAW_BODIES: Array<[string | null, string]> = [
  ["application/json", '{"a":'],
  ["multipart/form-data; boundary=XYZ", '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'],
  ["multipart/form-data", "no boundary here"],
  ["application/octet-stream", "\u0000\u0001\u0002"],
  [null, "intent=clear"],
];

/**
 * The deterministic part of the suite: every kind of hostile input once per route (over-long,
 * unknown and malformed ids, a 49-character search in every query field, malformed bodies, and
 * each field of the route's own forms made hostile in turn).
 */
export function fixedExamples(
  route: RouteShape & { admin: boolean },
  knowledge: InputKnowledge,
  queryNames: string[],
): HostileRequest[] {
  const role: Role = route.admin ? "admin" : "shopper";
  const existing = knowledge.existingIds[0] ?? "1";
  const base = { role, segments: Array(route.params).fill(existing), query: "", asData: false, headers: {} };
  const none: HostileBody = { kind: "none" };
  const examples: HostileRequest[] = [];
  const longSearch = new URLSearchParams(queryNames.map((name) => [name, "é".repeat(49)])).toString();
  if (route.method === "GET") {
    examples.push({ ...base, body: none, query: longSearch });
    examples.push({ ...base, body: none, query: longSearch, asData: route.page });
    for (const segment of ["9".repeat(400), "999999", "%ZZ", "%ED%A0%80", "-1"]) {
      if (route.params > 0) examples.push({ ...base, body: none, segments: Array(route.params).fill(segment) });
    }
    return examples;
  }
  for (const [contentType, text] of FIXED_RAW_BODIES) {
    examples.push({ ...base, body: { kind: "raw", contentType, text } });
  }
  examples.push({ ...base, role: "visitor", body: { kind: "raw", contentType: "application/json", text: "{" } });
  if (route.params > 0) {
    examples.push({ ...base, segments: Array(route.params).fill("9".repeat(400)), body: { kind: "json", value: {} } });
  }
  // Each field of the route's own forms made hostile in turn: every reference to another row (it
  // gets an id that does not exist), then other fields spread out, MAX_FORM_EXAMPLES at the most.
  const oneField = route.forms.flatMap((form) =>
    form.fields.map(([name], at) => ({ form, at, reference: /id$/i.test(name) })),
  );
  const references = oneField.filter((entry) => entry.reference);
  const others = oneField.filter((entry) => !entry.reference);
  const room = Math.max(0, MAX_FORM_EXAMPLES - references.length);
  const stride = Math.max(1, Math.ceil(others.length / Math.max(1, room)));
  const chosen = [...references, ...others.filter((_, index) => index % stride === 0).slice(0, room)];
  chosen.forEach(({ form, at, reference }, turn) => {
    const value = reference ? "999999" : (ONE_FIELD_VALUES[turn % ONE_FIELD_VALUES.length] ?? "");
    const fields = form.fields.map(([key, original], index): [string, string] => [
      key,
      index === at ? value : original,
    ]);
    examples.push({ ...base, segments: form.segments, body: { kind: "form", fields } });
  });
  return examples;
}
