// A passkey authenticator in software, for tests: an ES256 key pair made with WebCrypto, answering
// the store's WebAuthn options with what a browser would send (attestation "none", then assertions
// signed over authenticatorData || SHA-256(clientDataJSON)). Origin, RP ID and signature counter
// are parameters, so a test can make exactly the forged or stale answer it needs.
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const utf8 = (text: string) => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const uint32 = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

/** WebCrypto signs ECDSA as r || s; WebAuthn's ES256 signature is ASN.1 DER. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let value: Uint8Array = bytes.slice(start);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

/** User present, user verified. */
const FLAGS_UP_UV = 0x01 | 0x04;
/** ... and attested credential data follows. */
const FLAG_AT = 0x40;

export interface Ceremony {
  /** The origin the browser would put in clientDataJSON. */
  origin: string;
  /** The RP ID whose hash starts authenticatorData. */
  rpId: string;
}

/** What the browser itself writes and the authenticator signs the hash of. */
const clientData = (type: string, challenge: string, ceremony: Ceremony) =>
  utf8(JSON.stringify({ type, challenge, origin: ceremony.origin, crossOrigin: false }));

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  /** The next signature counter this authenticator reports. */
  counter = 1;
  private userHandle = "";

  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return new SoftAuthenticator(keys);
  }

  get id(): string {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  /** The PublicKeyCredential around an authenticator's response, as the browser serialises it. */
  private credentialJSON<Response>(response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response,
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  private async cosePublicKey(): Promise<Uint8Array> {
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
      [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
    ]);
    return isoCBOR.encode(key);
  }

  /** The answer to PublicKeyCredentialCreationOptionsJSON (RegistrationResponseJSON). */
  async register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony) {
    this.userHandle = options.user.id;
    const clientDataJSON = clientData("webauthn.create", options.challenge, ceremony);
    const authData = concat(
      await sha256(utf8(ceremony.rpId)),
      new Uint8Array([FLAGS_UP_UV | FLAG_AT]),
      uint32(0),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      await this.cosePublicKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    return this.credentialJSON({
      clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
      attestationObject: isoBase64URL.fromBuffer(attestationObject),
      transports: ["internal"],
    });
  }

  /** The answer to PublicKeyCredentialRequestOptionsJSON (AuthenticationResponseJSON), counting one use. */
  async assert(options: { challenge: string }, ceremony: Ceremony) {
    const clientDataJSON = clientData("webauthn.get", options.challenge, ceremony);
    const authenticatorData = concat(
      await sha256(utf8(ceremony.rpId)),
      new Uint8Array([FLAGS_UP_UV]),
      uint32(this.counter),
    );
    this.counter += 1;
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return this.credentialJSON({
      clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
      authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
      signature: isoBase64URL.fromBuffer(derSignature(raw)),
      userHandle: this.userHandle,
    });
  }
}
