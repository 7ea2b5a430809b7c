// The Pix "copia e cola" payload: the BR Code, an EMV QR Code (Merchant Presented Mode) as the
// Banco Central do Brasil's "Manual de Padrões para Iniciação do Pix" specifies it. Each field is
// ID (2 digits) + length (2 digits) + value; the last field, 63, is a CRC16-CCITT-FALSE of
// everything before its value. The local payment sandbox shows one for every Pix session, so its
// QR code is one a banking app would read.

export interface PixPayloadInput {
  /** The receiver's Pix key (an e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  /** In centavos. */
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** The transaction id the payment is reconciled by: letters and digits only, at most 25. */
  txid: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The manual allows only unaccented letters, digits and spaces in the name and city. */
function plain(text: string, maxLength: number): string {
  return text
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .trim()
    .slice(0, maxLength);
}

/** The complete payload, CRC included. */
export function pixPayload(input: PixPayloadInput): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25) || "***";
  const body = [
    field("00", "01"),
    // 12: a code for one payment, not to be paid again.
    field("01", "12"),
    field("26", field("00", "br.gov.bcb.pix") + field("01", input.key)),
    field("52", "0000"),
    field("53", "986"),
    field("54", (input.amountCents / 100).toFixed(2)),
    field("58", "BR"),
    field("59", plain(input.merchantName, 25)),
    field("60", plain(input.merchantCity, 15)),
    field("62", field("05", txid)),
    "6304",
  ].join("");
  return `${body}${crc16CcittFalse(body)}`;
}

/** The fields of a payload by ID (nested templates left as their text): for checks and tests. */
export function readPixFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at + 4 <= payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
