import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import {
  calculateJwkThumbprint,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose'

// The provider's one signing key. It is kept in a file so that tokens, refresh tokens included,
// stay valid across restarts of the demo; without a file it lives in memory.

export const ALG = 'RS256'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/**
 * The signing key, loaded (or created) on first use and then kept. A failed load is not kept, so
 * the next request tries again.
 */
export function signingKeyLoader(keyFile: string | undefined): () => Promise<SigningKey> {
  let keyPromise: Promise<SigningKey> | undefined
  return () => {
    keyPromise ??= loadOrCreateKey(keyFile).catch((error: unknown) => {
      keyPromise = undefined
      throw error
    })
    return keyPromise
  }
}

export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

async function loadOrCreateKey(keyFile: string | undefined): Promise<SigningKey> {
  if (keyFile) {
    const stored = await readFile(keyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
    if (stored !== undefined) {
      try {
        return await importSigningKey(JSON.parse(stored) as JWK)
      } catch {
        console.warn(
          `[demo-idp] ${keyFile} is not a usable signing key; a new one replaces it (issued tokens become invalid).`,
        )
      }
    }
  }
  const pair = await generateKeyPair(ALG, { extractable: true })
  const jwk = await exportJWK(pair.privateKey)
  const privateJwk: JWK = {
    kty: jwk.kty,
    n: jwk.n,
    e: jwk.e,
    d: jwk.d,
    p: jwk.p,
    q: jwk.q,
    dp: jwk.dp,
    dq: jwk.dq,
    qi: jwk.qi,
  }
  if (keyFile) {
    await mkdir(dirname(keyFile), { recursive: true })
    const temporary = `${keyFile}.${process.pid}.tmp`
    await writeFile(temporary, `${JSON.stringify(privateJwk)}\n`, { mode: 0o600 })
    await rename(temporary, keyFile)
  }
  const publicJwk = await publicPart(privateJwk)
  return {
    kid: publicJwk.kid ?? '',
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk,
  }
}

async function importSigningKey(stored: JWK): Promise<SigningKey> {
  if (stored.kty !== 'RSA' || !stored.n || !stored.e || !stored.d)
    throw new Error('not an RSA private key')
  const privateJwk: JWK = {
    kty: stored.kty,
    n: stored.n,
    e: stored.e,
    d: stored.d,
    p: stored.p,
    q: stored.q,
    dp: stored.dp,
    dq: stored.dq,
    qi: stored.qi,
  }
  const publicJwk = await publicPart(privateJwk)
  const [privateKey, publicKey] = await Promise.all([
    importJWK(privateJwk, ALG),
    importJWK({ kty: 'RSA', n: stored.n, e: stored.e }, ALG),
  ])
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
    throw new Error('not an RSA key')
  return { kid: publicJwk.kid ?? '', privateKey, publicKey, publicJwk }
}

async function publicPart(jwk: JWK): Promise<JWK> {
  const publicJwk: JWK = { kty: 'RSA', n: jwk.n, e: jwk.e }
  return { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk), alg: ALG, use: 'sig' }
}
