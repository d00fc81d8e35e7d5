// md5, sha1 and sha256 (and their HMACs) for Liquid's hash filters, synchronous and without Node's
// crypto so the engine runs in the browser. Not for security: they only need to print the same
// digests Shopify prints.

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}

function hex(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b.toString(16).padStart(2, '0')
  return out
}

function pad(bytes: Uint8Array, bigEndian: boolean): DataView {
  const length = ((bytes.length + 8) >> 6) * 64 + 64
  const buffer = new Uint8Array(length)
  buffer.set(bytes)
  buffer[bytes.length] = 0x80
  const view = new DataView(buffer.buffer)
  const bits = bytes.length * 8
  if (bigEndian) {
    view.setUint32(length - 8, Math.floor(bits / 2 ** 32))
    view.setUint32(length - 4, bits >>> 0)
  } else {
    view.setUint32(length - 8, bits >>> 0, true)
    view.setUint32(length - 4, Math.floor(bits / 2 ** 32), true)
  }
  return view
}

const MD5_S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0)

function md5Bytes(bytes: Uint8Array): Uint8Array {
  const view = pad(bytes, false)
  let a0 = 0x67452301
  let b0 = 0xefcdab89
  let c0 = 0x98badcfe
  let d0 = 0x10325476
  for (let off = 0; off < view.byteLength; off += 64) {
    let [a, b, c, d] = [a0, b0, c0, d0]
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) [f, g] = [(b & c) | (~b & d), i]
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16]
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16]
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16]
      const s = MD5_S[(i >> 4) * 4 + (i % 4)] ?? 0
      const sum = (a + f + (MD5_K[i] ?? 0) + view.getUint32(off + g * 4, true)) >>> 0
      a = d
      d = c
      c = b
      b = (b + ((sum << s) | (sum >>> (32 - s)))) >>> 0
    }
    a0 = (a0 + a) >>> 0
    b0 = (b0 + b) >>> 0
    c0 = (c0 + c) >>> 0
    d0 = (d0 + d) >>> 0
  }
  const out = new DataView(new ArrayBuffer(16))
  ;[a0, b0, c0, d0].forEach((v, i) => out.setUint32(i * 4, v, true))
  return new Uint8Array(out.buffer)
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n))
}

const SHA256_K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]

function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const view = pad(bytes, true)
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  const w = new Uint32Array(64)
  for (let off = 0; off < view.byteLength; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4)
    for (let i = 16; i < 64; i++) {
      const w15 = w[i - 15] ?? 0
      const w2 = w[i - 2] ?? 0
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10)
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh +
          (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
          ((e & f) ^ (~e & g)) +
          (SHA256_K[i] ?? 0) +
          (w[i] ?? 0)) >>>
        0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
      hh = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    ;[a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = ((h[i] ?? 0) + v) >>> 0))
  }
  const out = new DataView(new ArrayBuffer(32))
  h.forEach((v, i) => out.setUint32(i * 4, v))
  return new Uint8Array(out.buffer)
}

function sha1Bytes(bytes: Uint8Array): Uint8Array {
  const view = pad(bytes, true)
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
  const w = new Uint32Array(80)
  for (let off = 0; off < view.byteLength; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4)
    for (let i = 16; i < 80; i++) {
      const x = (w[i - 3] ?? 0) ^ (w[i - 8] ?? 0) ^ (w[i - 14] ?? 0) ^ (w[i - 16] ?? 0)
      w[i] = (x << 1) | (x >>> 31)
    }
    let [a, b, c, d, e] = h as [number, number, number, number, number]
    for (let i = 0; i < 80; i++) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6]
      const t = (((a << 5) | (a >>> 27)) + f + e + k + (w[i] ?? 0)) >>> 0
      e = d
      d = c
      c = (b << 30) | (b >>> 2)
      b = a
      a = t
    }
    ;[a, b, c, d, e].forEach((v, i) => (h[i] = ((h[i] ?? 0) + v) >>> 0))
  }
  const out = new DataView(new ArrayBuffer(20))
  h.forEach((v, i) => out.setUint32(i * 4, v))
  return new Uint8Array(out.buffer)
}

type Digest = (bytes: Uint8Array) => Uint8Array

function hmac(digest: Digest, key: string, message: string): string {
  let k = utf8(key)
  if (k.length > 64) k = digest(k)
  const block = new Uint8Array(64)
  block.set(k)
  const inner = new Uint8Array(64 + utf8(message).length)
  const outer = new Uint8Array(64 + (digest === md5Bytes ? 16 : digest === sha1Bytes ? 20 : 32))
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] ?? 0) ^ 0x36
    outer[i] = (block[i] ?? 0) ^ 0x5c
  }
  inner.set(utf8(message), 64)
  outer.set(digest(inner), 64)
  return hex(digest(outer))
}

export const md5 = (text: string) => hex(md5Bytes(utf8(text)))
export const sha1 = (text: string) => hex(sha1Bytes(utf8(text)))
export const sha256 = (text: string) => hex(sha256Bytes(utf8(text)))
export const hmacSha1 = (text: string, key: string) => hmac(sha1Bytes, key, text)
export const hmacSha256 = (text: string, key: string) => hmac(sha256Bytes, key, text)

export function base64Encode(text: string): string {
  let binary = ''
  for (const b of utf8(text)) binary += String.fromCharCode(b)
  return btoa(binary)
}

export function base64Decode(text: string): string {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return ''
  }
}
