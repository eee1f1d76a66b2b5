// A software passkey for API tests: a P-256 key that answers WebAuthn registration and
// authentication options the way a platform authenticator does (attestation "none", user present
// and verified), so the server's real verifier checks real signatures. Browser journeys use
// Chromium's own virtual authenticator instead.
import crypto from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftPasskey {
  credentialId: string;
  /** Answers registration options (what POST /api/user/passkeys/options returned). */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** Answers sign-in options (what POST /api/user/passkey/signIn/options returned). */
  signIn(options: Record<string, unknown>, origin: string, overrides?: { verified?: boolean; counter?: number }): Record<string, unknown>;
}

export function softPasskey(): SoftPasskey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const rawId = crypto.randomBytes(16);
  let counter = 0;
  let rpId = "";
  let userHandle = "";
  const coseKey = encodeCBOR(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const flagsAndCount = (flags: number, count: number) => {
    const out = Buffer.alloc(5);
    out[0] = flags;
    out.writeUInt32BE(count, 1);
    return out;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(rawId),
    register(options, origin) {
      const rp = options.rp as { id: string };
      rpId = rp.id;
      userHandle = (options.user as { id: string }).id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        flagsAndCount(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, counter),
        Buffer.alloc(16), // AAGUID: not said
        idLength,
        rawId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge as string, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      };
    },
    signIn(options, origin, overrides = {}) {
      counter = overrides.counter ?? counter + 1;
      const flags = FLAG_USER_PRESENT | (overrides.verified === false ? 0 : FLAG_USER_VERIFIED);
      const authData = Buffer.concat([sha256((options.rpId as string) ?? rpId), flagsAndCount(flags, counter)]);
      const data = clientData("webauthn.get", options.challenge as string, origin);
      const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      };
    },
  };
}
