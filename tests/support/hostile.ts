// Hostile inputs, made on the spot, for tests/security and bench/hostile.bench.ts: a ZIP bomb
// whose headers lie about its size, and theme files far over Shopify's size limits.
import { deflateRawSync, constants } from 'node:zlib'

export interface ZipEntry {
  path: string
  /** raw DEFLATE data */
  deflated: Uint8Array
  /** what the headers say the entry inflates to */
  claimedSize: number
}

/** A ZIP of DEFLATE entries, written by hand so the sizes in its headers can be anything. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const { path, deflated, claimedSize } of entries) {
    const name = encoder.encode(path)
    const local = new Uint8Array(30 + name.length)
    const l = new DataView(local.buffer)
    l.setUint32(0, 0x04034b50, true)
    l.setUint16(4, 20, true)
    l.setUint16(8, 8, true) // DEFLATE
    l.setUint32(18, deflated.length, true)
    l.setUint32(22, claimedSize, true)
    l.setUint16(26, name.length, true)
    local.set(name, 30)
    const central = new Uint8Array(46 + name.length)
    const c = new DataView(central.buffer)
    c.setUint32(0, 0x02014b50, true)
    c.setUint16(4, 20, true)
    c.setUint16(6, 20, true)
    c.setUint16(10, 8, true)
    c.setUint32(20, deflated.length, true)
    c.setUint32(24, claimedSize, true)
    c.setUint16(28, name.length, true)
    c.setUint32(42, offset, true)
    central.set(name, 46)
    parts.push(local, deflated)
    centrals.push(central)
    offset += local.length + deflated.length
  }
  const centralSize = centrals.reduce((n, part) => n + part.length, 0)
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, 0x06054b50, true)
  e.setUint16(8, centrals.length, true)
  e.setUint16(10, centrals.length, true)
  e.setUint32(12, centralSize, true)
  e.setUint32(16, offset, true)
  return concat([...parts, ...centrals, end])
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/**
 * Raw DEFLATE data that inflates to `megabytes` MB of spaces, in about 1 KB a MB: one fully
 * flushed block of 1 MB repeated, then an empty final block. Made in milliseconds.
 */
export function deflatedSpaces(megabytes: number): Uint8Array {
  const segment = deflateRawSync(new Uint8Array(1024 * 1024).fill(0x20), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  })
  const finalBlock = new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff])
  return concat([...Array.from({ length: megabytes }, () => segment), finalBlock])
}

/** The bomb of issue #13: a ~1.1 MB ZIP whose one section claims 1,000 bytes and inflates to 1.1 GB. */
export function lyingZipBomb(megabytes = 1100): Uint8Array {
  return zipOf([
    { path: 'layout/theme.liquid', deflated: deflateRawSync('{{ content_for_layout }}'), claimedSize: 24 },
    { path: 'sections/bomb.liquid', deflated: deflatedSpaces(megabytes), claimedSize: 1000 },
  ])
}

/** A section of `megabytes` MB of ordinary Liquid, as in issue #13's 10.5 MB case. */
export function hugeSection(megabytes = 10.5): string {
  const line = '<div class="card">{{ product.title }}</div>{% if product.available %}in stock{% endif %}\n'
  return (
    line.repeat(Math.ceil((megabytes * 1024 * 1024) / line.length)) +
    '{% schema %}{"name":"Huge","settings":[]}{% endschema %}\n'
  )
}

/**
 * Issue 25's 150-byte section: a string doubled 23 times (8 MB, under liquidjs's memory limit),
 * split into 8 million one-letter strings and sorted: one node each, so neither the render limit
 * nor the page budget stopped it (4.9 s and about a gigabyte a section).
 */
export const MEMORY_BOMB =
  '{% assign s = "x" %}{% for i in (1..23) %}{% assign s = s | append: s %}{% endfor %}' +
  '{% assign a = s | split: "" %}{% assign b = a | sort %}{{ b | size }}'

/** The same, one doubling short of the bomb's array: 2 million items, then sorted. */
export const SLOW_SORT =
  '{% assign s = "x" %}{% for i in (1..21) %}{% assign s = s | append: s %}{% endfor %}' +
  '{% assign a = s | split: "" %}{% assign b = a | sort %}{{ b | size }}'

/** A range as long as liquidjs's memory limit allows: 49 million numbers, 400 MB as an array. */
export const HUGE_RANGE = '{% for i in (1..49000000) %}{% break %}{% endfor %}done'

/** A section file of `body`, with a schema so it can be placed in a template. */
export function sectionOf(body: string): string {
  return `${body}\n{% schema %}{"name":"Hostile","settings":[]}{% endschema %}\n`
}

/** A megabyte string, made by doubling (one charge each, far under any limit). */
const MEGABYTE = '{% assign s = "x" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}'
/** An array holding the megabyte string 2^doublings times: a few slots, far more text. */
const REFERENCES = (doublings: number) =>
  `${MEGABYTE}{% assign arr = s | split: "§" %}{% for i in (1..${doublings}) %}{% assign arr = arr | concat: arr %}{% endfor %}`

/**
 * Found by the second attack on issue 25: what a section prints was never charged, and an
 * array was weighed by its slots, not the text it holds.
 */
export const PRINTED_BOMBS = {
  /** a megabyte string printed 256 times: 268 MB of HTML, 1.7 GB, 5.8 s */
  'printing a string 256 times': `${MEGABYTE}{% for i in (1..256) %}{{ s }}{% endfor %}`,
  /** an array of 512 references printed */
  'printing an array of references': `${REFERENCES(9)}{{ arr }}`,
  /** the same, captured */
  'capturing it': `${REFERENCES(9)}{% capture c %}{{ arr }}{% endcapture %}{{ c | size }}`,
  /** lower-cased: a string filter joins the array first */
  'lower-casing it': `${REFERENCES(9)}{{ arr | downcase | size }}`,
  /** 4,096 references sorted naturally: each comparison lower-cases two megabytes (39.9 s) */
  'sorting it naturally': `${REFERENCES(12)}{% assign j = arr | sort_natural %}{{ j | size }}`,
} as const
