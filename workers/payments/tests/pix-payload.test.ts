import { describe, expect, it } from "vitest";
import { crc16CcittFalse, pixPayload, readPixFields } from "../pix-payload";

// The static BR Code example of the Banco Central do Brasil's "Manual de Padrões para Iniciação do
// Pix" (key 123e4567-e12b-12d1-a456-426655440000, Fulano de Tal, Brasília), as widely published.
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

/** The CRC worked out independently: a lookup table built from the polynomial, then applied byte by byte. */
function tableCrc(text: string): number {
  const table = Array.from({ length: 256 }, (_, index) => {
    let value = index << 8;
    for (let bit = 0; bit < 8; bit++) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
    return value & 0xffff;
  });
  let crc = 0xffff;
  for (const char of text) crc = ((crc << 8) ^ (table[((crc >> 8) ^ char.charCodeAt(0)) & 0xff] ?? 0)) & 0xffff;
  return crc;
}

describe("Pix copia e cola payload (EMV BR Code)", () => {
  it("computes CRC-16/CCITT-FALSE: the catalogue check value and the BCB manual's example", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
    const body = BCB_EXAMPLE.slice(0, -4);
    expect(body.endsWith("6304")).toBe(true);
    expect(tableCrc(body).toString(16).toUpperCase()).toBe("1D3D");
    expect(crc16CcittFalse(body)).toBe("1D3D");
  });

  it("builds a dynamic payload with the key, amount, merchant, txid and a valid CRC field 6304", () => {
    const payload = pixPayload({
      key: "pix@gamerstore.example",
      amountCents: 12345,
      merchantName: "Gamer Store Comércio de Jogos Ltda",
      merchantCity: "São Paulo",
      txid: "cs_test_sbx_abc123",
    });
    const fields = readPixFields(payload);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    expect(fields.get("26")).toBe("0014br.gov.bcb.pix0122pix@gamerstore.example");
    expect(fields.get("52")).toBe("0000");
    expect(fields.get("53")).toBe("986");
    expect(fields.get("54")).toBe("123.45");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe("Gamer Store Comercio de J");
    expect(fields.get("60")).toBe("Sao Paulo");
    expect(fields.get("62")).toBe("0515cstestsbxabc123");
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(fields.get("63")).toBe(tableCrc(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, "0"));
  });
});
