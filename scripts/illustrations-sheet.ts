// A contact sheet of every illustration, to look at them: every id in two palettes, the three
// variants, seeds side by side, and the theme snippet drawn in CSS colours. Writes
// /tmp/illustrations/sheet.html and one PNG per panel (Chromium: CHROME_PATH or /usr/bin/chromium).
//   npx tsx scripts/illustrations-sheet.ts [--columns N] [id ...]   (fewer columns: larger drawings)
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Liquid } from 'liquidjs'
import { chromium } from 'playwright-core'
import {
  CUSTOM_ILLUSTRATIONS,
  ILLUSTRATION_IDS,
  illustrationDataUrl,
  illustrationSnippet,
  isIllustrationId,
  type IllustrationId,
  type IllustrationPalette,
} from '../src/engine/catalog'

const OUT = '/tmp/illustrations'
const PER_PANEL = 60

const PALETTES: Record<string, IllustrationPalette> = {
  sage: { primary: '#2f5d3a', accent: '#c9a96e', background: '#faf7f0', surface: '#f1ede3', text: '#1d1d1b' },
  midnight: {
    primary: '#ff7a59',
    accent: '#5b6cff',
    background: '#15171f',
    surface: '#1f2230',
    text: '#f4f4f6',
  },
}

const args = process.argv.slice(2)
const columnsAt = args.indexOf('--columns')
const COLUMNS = columnsAt === -1 ? 10 : Number(args[columnsAt + 1]) || 10
const picked = args.filter(isIllustrationId)
// Ours first: they are the ones drawn by hand.
const ids: IllustrationId[] =
  picked.length > 0
    ? picked
    : [
        ...CUSTOM_ILLUSTRATIONS,
        ...ILLUSTRATION_IDS.filter((id) => !(CUSTOM_ILLUSTRATIONS as readonly string[]).includes(id)),
      ]

function figure(
  id: IllustrationId,
  palette: IllustrationPalette,
  seed: number,
  variant: 'product' | 'tile' | 'hero',
) {
  const url = illustrationDataUrl(id, { palette, seed, variant })
  return `<figure class="${variant}"><img src="${url}" alt=""><figcaption>${id}${seed ? ` #${seed}` : ''}</figcaption></figure>`
}

const panels: string[] = []
for (const [name, palette] of Object.entries(PALETTES)) {
  for (let start = 0; start < ids.length; start += PER_PANEL) {
    const cells = ids
      .slice(start, start + PER_PANEL)
      .map((id, i) => figure(id, palette, start + i, 'product'))
      .join('')
    panels.push(
      `<section><h2>${name}: ${start + 1}–${Math.min(ids.length, start + PER_PANEL)}</h2><div class="grid">${cells}</div></section>`,
    )
  }
}
const sample = ids.slice(0, 4)
const seeds = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) =>
  figure(sample[0] ?? 'coffee', PALETTES.sage!, seed, 'product'),
)
const tiles = sample.map((id, i) => figure(id, PALETTES.sage!, i, 'tile'))
panels.push(
  `<section><h2>seeds and tiles</h2><div class="grid">${seeds.join('')}${tiles.join('')}</div></section>`,
)
const heroes = sample.flatMap((id, i) => [
  figure(id, PALETTES.sage!, i, 'hero'),
  figure(id, PALETTES.midnight!, i + 1, 'hero'),
])
panels.push(`<section><h2>heroes</h2><div class="heroes">${heroes.join('')}</div></section>`)

const liquid = new Liquid()
const snippet = illustrationSnippet(sample)
const themed = [...sample, 'not-a-thing']
  .flatMap((name) =>
    (['product', 'hero'] as const).map(
      (variant) =>
        `<figure class="${variant}">${liquid.parseAndRenderSync(snippet, { name, variant, class: 'sheet' })}<figcaption>${name} (snippet)</figcaption></figure>`,
    ),
  )
  .join('')
panels.push(
  `<section class="themed"><h2>snippet in theme colours</h2><div class="heroes">${themed}</div></section>`,
)

const html = `<!doctype html><meta charset="utf-8"><title>Illustrations</title>
<style>
body{margin:0;padding:16px;font:12px system-ui,sans-serif;background:#ddd}
section{background:#fff;padding:12px;margin-bottom:16px;width:1700px}
h2{margin:0 0 8px;font-size:14px}
.grid{display:grid;grid-template-columns:repeat(${COLUMNS},${Math.floor(1680 / COLUMNS) - 8}px);gap:8px}
.heroes{display:grid;grid-template-columns:repeat(4,400px);gap:8px}
figure{margin:0}
figure img,figure svg{display:block;width:100%;height:auto}
.hero img,.hero svg{aspect-ratio:16/9}
.product svg{aspect-ratio:1}
figcaption{padding:2px 0;color:#333}
.themed{--color-primary:#8a3b2e;--color-accent:#e0b45c;--color-background:#fffaf2;--color-surface:#fff}
</style>
${panels.join('\n')}`

await mkdir(OUT, { recursive: true })
await writeFile(join(OUT, 'sheet.html'), html)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
  headless: true,
})
const page = await browser.newPage({ viewport: { width: 1760, height: 1200 } })
await page.setContent(html, { waitUntil: 'load' })
const sections = page.locator('section')
const count = await sections.count()
for (let i = 0; i < count; i++) await sections.nth(i).screenshot({ path: join(OUT, `sheet-${i + 1}.png`) })
await browser.close()
console.log(`${ids.length} illustrations, ${count} panels in ${OUT}`)
