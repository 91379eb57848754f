import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();
const base64url = (data: string | Buffer | Uint8Array) => Buffer.from(data).toString("base64url");
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** User present and verified (a fingerprint, a face, a screen lock); with attested credential data. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

/**
 * A passkey authenticator in software, for tests that run the WebAuthn ceremonies without a
 * browser: it creates P-256 credentials ("none" attestation) and signs challenges as a phone or a
 * password manager would, for pages served at `origin`.
 */
export class SoftAuthenticator {
  private credentials: Credential[] = [];
  constructor(private origin: string) {}
  private get rpIdHash() {
    return sha256(new URL(this.origin).hostname);
  }

  /** Answers navigator.credentials.create() for `options`, keeping the new credential. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authenticatorData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestation = new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authenticatorData)],
    ]);
    const attestationObject = isoCBOR.encode(attestation as Parameters<typeof isoCBOR.encode>[0]);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** Answers navigator.credentials.get() for `options` with the newest credential it may use. */
  get(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const credential = this.credentials.findLast((candidate) => !allowed || allowed.includes(base64url(candidate.id)));
    if (!credential) throw new Error("no passkey for this site on the authenticator");
    credential.counter += 1;
    const authenticatorData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
      credential.privateKey,
    );
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string) {
    return base64url(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
