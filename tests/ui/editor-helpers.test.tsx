// Pure pieces of the editor: the reducer, file grouping, slugs, colours, templates,
// the conversation read back from an explanation, the config form and the preview messages.
import { describe, expect, it } from 'vitest'
import {
  editorReducer,
  initialEditorState,
  type SelectedElement,
} from '../../src/features/editor/editor-state'
import { formatCharCount, groupThemeFiles, ROOT_GROUP } from '../../src/features/editor/files'
import { storeDomain, storeSlug } from '../../src/features/editor/store'
import { cssColorToHex, isHexColor, normalizeHex } from '../../src/features/editor/color'
import { templateForHref, templateLabel, templatePath } from '../../src/features/editor/templates'
import {
  buildConversation,
  lineage,
  merchantWords,
  splitExplanation,
} from '../../src/features/editor/conversation'
import { applyStoreConfig, parseCategories, validateConfigForm } from '../../src/features/editor/store-config'
import {
  PREVIEW_SOURCE,
  parsePreviewMessage,
  selectionFromMessage,
} from '../../src/features/editor/preview-messages'
import { injectPreviewBridge, livePreviewPage } from '../../src/features/editor/preview-bridge'
import { parseEditorSearch } from '../../src/features/editor/search'
import { consumeDesignRequest } from '../../src/features/editor/design-request'
import {
  creditCheck,
  CUSTOM_REFINEMENT_FAILED,
  generationOutcome,
  NO_CREDITS,
  refinementOutcome,
  THEME_UPDATED,
} from '../../src/features/editor/outcomes'
import { AI_PHRASING_HINT, CUSTOM_REFINE_FAILED_TEXT } from '../../src/engine/ai/refine'
import { toastDuration } from '../../src/lib/toast'
import { storeConfigFromFiles } from '../../src/engine/model/theme'
import { DESKTOP_PREVIEW_WIDTH, deviceLayout } from '../../src/features/editor/PreviewPane'

const element: SelectedElement = {
  target: { sectionId: 'hero', blockId: 'heading_1', settingId: 'heading', kind: 'text' },
  sectionId: 'hero',
  tag: 'h1',
  content: 'SUMMER COLLECTION',
  bounds: { x: 0, y: 0, width: 100, height: 40 },
}

describe('editor reducer', () => {
  it('selects only in edit mode, and entering edit mode opens the Edit tab', () => {
    expect(editorReducer(initialEditorState, { type: 'selectElement', element }).selection).toBeNull()
    const editing = editorReducer(initialEditorState, { type: 'toggleEditMode' })
    expect(editing).toMatchObject({ editMode: true, tab: 'edit' })
    const selected = editorReducer(editing, { type: 'selectElement', element })
    expect(selected.selection).toBe(element)
    expect(editorReducer(selected, { type: 'clearSelection' }).selection).toBeNull()
  })

  it('leaving edit mode or changing template forgets the selection', () => {
    const selected = editorReducer(editorReducer(initialEditorState, { type: 'setEditMode', on: true }), {
      type: 'selectElement',
      element,
    })
    expect(editorReducer(selected, { type: 'toggleEditMode' })).toMatchObject({
      editMode: false,
      selection: null,
    })
    expect(editorReducer(selected, { type: 'setTemplate', template: 'product' })).toMatchObject({
      template: 'product',
      selection: null,
    })
  })

  it('on a phone, passes the screen between the preview and the panel as the merchant works', () => {
    expect(initialEditorState.focus).toBe('panel')
    const previewing = editorReducer(initialEditorState, { type: 'showPreview' })
    expect(previewing.focus).toBe('preview')
    // Edit mode: the preview, to tap an element; the element: its panel; applied: the preview.
    const editing = editorReducer(initialEditorState, { type: 'setEditMode', on: true })
    expect(editing).toMatchObject({ tab: 'edit', focus: 'preview' })
    const selected = editorReducer(editing, { type: 'selectElement', element })
    expect(selected).toMatchObject({ tab: 'edit', focus: 'panel' })
    expect(editorReducer(selected, { type: 'clearSelection' }).focus).toBe('preview')
    // A panel chosen from the tabs shows.
    expect(editorReducer(previewing, { type: 'setTab', tab: 'config' })).toMatchObject({
      tab: 'config',
      focus: 'panel',
    })
  })

  it('opening a file shows it in the Code View of the Files tab', () => {
    expect(
      editorReducer(initialEditorState, { type: 'openFile', path: 'layout/theme.liquid' }),
    ).toMatchObject({
      tab: 'files',
      filesView: 'code',
      selectedFile: 'layout/theme.liquid',
    })
  })

  it('keeps a pending preview until another version is current, which also ends the selection', () => {
    const seen = editorReducer(editorReducer(initialEditorState, { type: 'setEditMode', on: true }), {
      type: 'versionChanged',
      versionId: 'v1',
    })
    const pending = editorReducer(editorReducer(seen, { type: 'selectElement', element }), {
      type: 'showPending',
      files: { a: 'b' },
      baseVersionId: 'v1',
    })
    expect(editorReducer(pending, { type: 'versionChanged', versionId: 'v1' })).toBe(pending)
    const next = editorReducer(pending, { type: 'versionChanged', versionId: 'v2' })
    expect(next).toMatchObject({ versionId: 'v2', pending: null, selection: null })
    expect(editorReducer(pending, { type: 'dropPending' }).pending).toBeNull()
  })
})

describe('file grouping', () => {
  it('groups by top-level folder, "root" for files without one, with character counts', () => {
    const groups = groupThemeFiles({
      'sections/hero.liquid': 'abc',
      'layout/theme.liquid': '12345',
      'templates/customers/login.json': '{}',
      'README.md': 'hello',
      'sections/footer.liquid': '',
    })
    expect(groups.map((g) => g.folder)).toEqual(['layout', 'templates', 'sections', ROOT_GROUP])
    expect(groups.find((g) => g.folder === 'sections')?.files).toEqual([
      { path: 'sections/footer.liquid', name: 'footer.liquid', chars: 0 },
      { path: 'sections/hero.liquid', name: 'hero.liquid', chars: 3 },
    ])
    expect(groups.find((g) => g.folder === 'templates')?.files[0]?.name).toBe('customers/login.json')
    expect(groups.at(-1)).toEqual({
      folder: 'root',
      files: [{ path: 'README.md', name: 'README.md', chars: 5 }],
    })
    expect(formatCharCount(1)).toBe('1 char')
    expect(formatCharCount(12345)).toBe('12,345 chars')
  })
})

describe('store slug', () => {
  it('makes a myshopify subdomain of the store name, "yourstore" by default', () => {
    expect(storeDomain('Stride Shoe Co.')).toBe('stride-shoe-co.myshopify.com')
    expect(storeSlug('Café & Crème')).toBe('cafe-and-creme')
    expect(storeSlug('   ')).toBe('yourstore')
    expect(storeDomain(undefined)).toBe('yourstore.myshopify.com')
  })
})

describe('colours', () => {
  it('accepts #rrggbb only, and reads computed colours', () => {
    expect(isHexColor('#1a2B3c')).toBe(true)
    for (const bad of ['#12', '1a2b3c', '#1a2b3g', '#1a2b3c4', 'red']) expect(isHexColor(bad)).toBe(false)
    expect(normalizeHex(' #ABCDEF ')).toBe('#abcdef')
    expect(cssColorToHex('rgb(31, 111, 74)')).toBe('#1f6f4a')
    expect(cssColorToHex('rgba(0, 0, 0, 0)')).toBeUndefined()
    expect(cssColorToHex('#abc')).toBe('#aabbcc')
  })
})

describe('templates', () => {
  const templates = [
    'index',
    'product',
    'collection',
    'list-collections',
    'page',
    'page.about',
    'cart',
    'customers/login',
  ]

  it('follows links inside the preview to the template they lead to', () => {
    expect(templateForHref('/', templates)).toBe('index')
    expect(templateForHref('/products/red-sneaker?variant=1', templates)).toBe('product')
    expect(templateForHref('/collections/all', templates)).toBe('collection')
    expect(templateForHref('/collections', templates)).toBe('list-collections')
    expect(templateForHref('/pages/about', templates)).toBe('page.about')
    expect(templateForHref('/pages/faq', templates)).toBe('page')
    expect(templateForHref('/cart/add', templates)).toBe('cart')
    expect(templateForHref('/account/login', templates)).toBe('customers/login')
    expect(templateForHref('https://stride.myshopify.com/products/x', templates)).toBe('product')
    expect(templateForHref('https://example.com/', templates)).toBeUndefined()
    expect(templateForHref('mailto:hi@example.com', templates)).toBeUndefined()
  })

  it('names templates for people, with their address', () => {
    expect(templateLabel('index')).toBe('Home page')
    expect(templateLabel('page.about')).toBe('Page: about')
    expect(templateLabel('customers/login')).toBe('Customers: login')
    expect(templatePath('product')).toBe('/products/sample')
    expect(templatePath('index')).toBe('/')
  })
})

describe('conversation', () => {
  const explanation =
    'Built a shoe store.\n\nRefinement: Sharper hero.\n\nCustom refinement: Rounder buttons.'

  it('splits the explanation at "Refinement:" and "Custom refinement:"', () => {
    expect(splitExplanation(explanation)).toEqual([
      { kind: 'generation', text: 'Built a shoe store.' },
      { kind: 'refinement', text: 'Sharper hero.' },
      { kind: 'custom', text: 'Rounder buttons.' },
    ])
  })

  it('pairs each answer with the prompt that asked for it', () => {
    const versions = [
      { number: 1, source: 'generation', prompt: 'trendy shoe store' },
      { number: 2, parentNumber: 1, source: 'refinement' },
      { number: 3, parentNumber: 2, source: 'visual_edit' },
      { number: 4, parentNumber: 3, source: 'refinement', prompt: 'make the buttons rounder' },
      { number: 5, source: 'generation', prompt: 'unrelated branch' },
    ]
    const chain = lineage(versions, 4)
    expect(chain.map((v) => v.number)).toEqual([1, 2, 3, 4])
    expect(buildConversation(explanation, chain)).toEqual([
      { role: 'user', kind: 'generation', text: 'trendy shoe store' },
      { role: 'assistant', kind: 'generation', text: 'Built a shoe store.' },
      { role: 'user', kind: 'refinement', text: 'Quick refinement' },
      { role: 'assistant', kind: 'refinement', text: 'Sharper hero.' },
      { role: 'user', kind: 'custom', text: 'make the buttons rounder' },
      { role: 'assistant', kind: 'custom', text: 'Rounder buttons.' },
    ])
  })

  it('names the quick refinement that ran, as its button does', () => {
    const chain = lineage(
      [
        { number: 1, source: 'generation', prompt: 'trendy shoe store' },
        { number: 2, parentNumber: 1, source: 'refinement', prompt: 'Colour palette' },
      ],
      2,
    )
    expect(buildConversation('Built a shoe store.\n\nRefinement: New colour palette.', chain)).toEqual([
      { role: 'user', kind: 'generation', text: 'trendy shoe store' },
      { role: 'assistant', kind: 'generation', text: 'Built a shoe store.' },
      { role: 'user', kind: 'refinement', text: 'Colour palette' },
      { role: 'assistant', kind: 'refinement', text: 'New colour palette.' },
    ])
  })

  it('does not take the prompt of an earlier generation for an imported theme', () => {
    const chain = lineage(
      [
        { number: 1, source: 'generation', prompt: 'minimalist jewelry boutique' },
        { number: 2, parentNumber: 1, source: 'import' },
      ],
      2,
    )
    expect(buildConversation('Imported from dawn.zip.', chain)).toEqual([
      { role: 'assistant', kind: 'generation', text: 'Imported from dawn.zip.' },
    ])
  })

  it('does not guess prompts across a restore', () => {
    const chain = lineage(
      [
        { number: 1, source: 'generation', prompt: 'first' },
        { number: 2, parentNumber: 1, source: 'restore', prompt: 'copied' },
      ],
      2,
    )
    expect(chain.map((v) => v.number)).toEqual([2])
    expect(buildConversation('Built a shoe store.', chain)).toEqual([
      { role: 'assistant', kind: 'generation', text: 'Built a shoe store.' },
    ])
  })
})

describe('store config', () => {
  it('validates the form: name required, hex colour, categories', () => {
    const form = {
      name: ' Stride ',
      tagline: 'Run',
      primaryColor: '#FF0000',
      categories: 'Sneakers, Boots,, sneakers',
    }
    expect(validateConfigForm(form)).toEqual({
      ok: true,
      config: { name: 'Stride', tagline: 'Run', primaryColor: '#ff0000', categories: ['Sneakers', 'Boots'] },
    })
    const bad = validateConfigForm({ ...form, name: '  ', primaryColor: '#12' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.errors.name).toBe('Enter a store name')
      expect(bad.errors.primaryColor).toMatch(/#rrggbb/)
    }
    expect(parseCategories(' a , b ,a')).toEqual(['a', 'b'])
  })

  it('writes the config where storeConfigFromFiles reads it, keeping other settings and the banner', () => {
    const files = {
      'config/settings_data.json':
        '/* banner */\n{"current": {"colors_accent": "#00ff00", "store_name": "Old"}}',
    }
    const config = {
      name: 'Stride',
      tagline: 'Run far',
      primaryColor: '#123456',
      categories: ['Boots', 'Sandals'],
    }
    const out = applyStoreConfig(files, config)
    expect(out['config/settings_data.json']).toMatch(/^\/\* banner \*\/\n/)
    expect(storeConfigFromFiles(out)).toEqual(config)
    expect(out['config/settings_data.json']).toContain('"colors_accent": "#00ff00"')
    expect(files['config/settings_data.json']).toContain('"Old"')
    expect(storeConfigFromFiles(applyStoreConfig({}, config))).toEqual(config)
  })

  it('writes into the current preset when settings are kept in presets', () => {
    const files = { 'config/settings_data.json': '{"current": "Default", "presets": {"Default": {}}}' }
    const out = applyStoreConfig(files, {
      name: 'A',
      tagline: '',
      primaryColor: '#000000',
      categories: ['X'],
    })
    expect(JSON.parse(out['config/settings_data.json']!).presets.Default.store_name).toBe('A')
  })
})

describe('preview messages', () => {
  const frame = { name: 'our frame' } as unknown as Window
  const select = {
    source: PREVIEW_SOURCE,
    type: 'select',
    target: { section: 'hero', block: 'heading_1', setting: 'heading', kind: 'text' },
    section: 'hero',
    tag: 'H1',
    text: 'SUMMER COLLECTION',
    color: 'rgb(255, 255, 255)',
    textColor: 'rgb(17, 34, 51)',
    sectionTextColor: 'rgba(0, 0, 0, 0)',
    bounds: { x: 1, y: 2, width: 300, height: 40 },
  }

  it('accepts known shapes from our frame only', () => {
    const message = parsePreviewMessage({ source: frame, data: select }, frame)
    expect(message?.type).toBe('select')
    expect(selectionFromMessage(message as Extract<typeof message, { type: 'select' }> & object)).toEqual({
      target: { sectionId: 'hero', blockId: 'heading_1', settingId: 'heading', kind: 'text' },
      sectionId: 'hero',
      tag: 'h1',
      content: 'SUMMER COLLECTION',
      color: '#ffffff',
      // The colours it shows, as the colour fields take them; a transparent one says nothing.
      textColor: '#112233',
      bounds: { x: 1, y: 2, width: 300, height: 40 },
    })
  })

  it('rejects other sources, missing frames and foreign shapes', () => {
    expect(parsePreviewMessage({ source: window, data: select }, frame)).toBeNull()
    expect(parsePreviewMessage({ source: null, data: select }, frame)).toBeNull()
    expect(parsePreviewMessage({ source: frame, data: select }, null)).toBeNull()
    for (const data of [
      { ...select, source: 'someone-else' },
      { ...select, type: 'delete-everything' },
      { ...select, target: { ...select.target, kind: 'script' } },
      { ...select, bounds: { x: 'left' } },
      { ...select, text: 'x'.repeat(5001) },
      { source: PREVIEW_SOURCE, type: 'scroll', y: -5 },
      { source: PREVIEW_SOURCE, type: 'navigate' },
      'select',
      null,
    ]) {
      expect(parsePreviewMessage({ source: frame, data }, frame)).toBeNull()
    }
    expect(
      parsePreviewMessage({ source: frame, data: { source: PREVIEW_SOURCE, type: 'scroll', y: 120 } }, frame),
    ).toEqual({ source: PREVIEW_SOURCE, type: 'scroll', y: 120 })
  })
})

describe('preview bridge', () => {
  it('adds its script at the end of the body, with the scroll position to restore', () => {
    const html = injectPreviewBridge('<html><body><h1>Hi</h1></body></html>', {
      editable: true,
      scrollY: 420.6,
    })
    expect(html).toMatch(/<h1>Hi<\/h1><script data-vitrine-bridge>[\s\S]*<\/script><\/body><\/html>$/)
    expect(html).toContain('var EDITABLE = true;')
    expect(html).toContain('var RESTORE_Y = 421;')
  })

  it('adds its script inside the body of a page with a Turkish dotted İ (issue 26, item 3)', () => {
    // "İ" lower-cases to two characters: an offset found in a lower-cased copy was one short for
    // each, and the script was printed as text after the body.
    const page = '<html><body><h1>İSTANBUL İPEK</h1></BODY></html>'
    const html = injectPreviewBridge(page, { editable: true, scrollY: 0 })
    expect(html).toMatch(
      /<h1>İSTANBUL İPEK<\/h1><script data-vitrine-bridge>[\s\S]*<\/script><\/BODY><\/html>$/,
    )
  })

  it('opens Live Preview in a sandboxed frame, never on the app origin', () => {
    const page = livePreviewPage('<p class="x">"quoted" & more</p>', 'Stride <preview>')
    expect(page).toContain('<iframe sandbox="allow-scripts"')
    expect(page).not.toContain('allow-same-origin')
    expect(page).toContain('srcdoc="&lt;p class=&quot;x&quot;&gt;&quot;quoted&quot; &amp; more&lt;/p&gt;"')
    expect(page).toContain('<title>Stride &lt;preview&gt;</title>')
  })
})

describe('search params and the saved design prompt', () => {
  it('reads prompt and pageId, dropping anything malformed', () => {
    expect(parseEditorSearch({ prompt: 'shoes', pageId: 'abc123' })).toEqual({
      prompt: 'shoes',
      pageId: 'abc123',
    })
    expect(parseEditorSearch({ prompt: '', pageId: 'has space' })).toEqual({})
    expect(parseEditorSearch({ prompt: 42 })).toEqual({ prompt: '42' })
  })

  it("consumes the landing page prompt once: the merchant's words, with the page type apart", () => {
    localStorage.setItem('designPrompt', 'Page Type: product. A ceramic mug')
    localStorage.setItem('pageType', 'product')
    expect(consumeDesignRequest(localStorage)).toEqual({ prompt: 'A ceramic mug', pageType: 'product' })
    expect(localStorage.getItem('designPrompt')).toBeNull()
    expect(localStorage.getItem('pageType')).toBeNull()
    expect(consumeDesignRequest(localStorage)).toBeNull()
    localStorage.setItem('designPrompt', 'x')
    localStorage.setItem('pageType', 'not-a-type')
    expect(consumeDesignRequest(localStorage)).toEqual({ prompt: 'x' })
    // The product details written into the saved prompt travel as details.
    localStorage.setItem(
      'designPrompt',
      'Page Type: product. A ceramic mug\n\nProduct Details:\n- Title: Dune Mug\n- Price: $24',
    )
    expect(consumeDesignRequest(localStorage)).toEqual({
      prompt: 'A ceramic mug',
      pageType: 'product',
      product: { title: 'Dune Mug', price: '$24' },
    })
  })
})

describe('outcomes', () => {
  it('needs at least 1 credit to generate', () => {
    expect(creditCheck(0)).toBe(NO_CREDITS)
    expect(creditCheck(1)).toBeNull()
    expect(creditCheck(undefined)).toBeNull()
  })

  it('says what happened in the words of SPEC.md', () => {
    expect(generationOutcome({ success: true })).toBe(THEME_UPDATED)
    expect(generationOutcome({ success: false, error: 'Theme Check found errors' })).toEqual({
      variant: 'error',
      title: 'Generation failed',
      description: 'Theme Check found errors',
    })
    expect(generationOutcome({ success: false })).toMatchObject({
      description: 'Failed to generate theme. Please try again.',
    })
    expect(generationOutcome({ thrown: new Error('network') })).toMatchObject({
      title: 'Generation failed',
      description: 'An unexpected error occurred. Please try again.',
    })
    expect(generationOutcome({ success: false, error: 'No credits remaining' })).toBe(NO_CREDITS)
    expect(refinementOutcome('quick', { success: false, error: 'x' })).toMatchObject({
      title: 'Refinement Failed',
      description: 'Failed to refine the component. Please try again.',
    })
    expect(refinementOutcome('custom', { thrown: new Error('x') })).toMatchObject({
      title: 'Refinement Failed',
      description: 'Failed to apply custom refinements. Please try again.',
    })
  })

  it('adds what would work to a custom refinement that changed nothing, after SPEC’s text', () => {
    const help = `${CUSTOM_REFINE_FAILED_TEXT} ${AI_PHRASING_HINT} No credit was used.`
    // The server's text and the editor's SPEC text are the same words.
    expect(CUSTOM_REFINE_FAILED_TEXT).toBe(CUSTOM_REFINEMENT_FAILED)
    expect(refinementOutcome('custom', { success: false, error: help })).toEqual({
      variant: 'error',
      title: 'Refinement Failed',
      description: help,
    })
    // Other failures say SPEC's text alone; a quick refinement never shows a custom help.
    for (const error of [undefined, 'Failed to apply custom refinements', 'Theme Check found errors'])
      expect(refinementOutcome('custom', { success: false, error })).toMatchObject({
        description: 'Failed to apply custom refinements. Please try again.',
      })
    expect(refinementOutcome('quick', { success: false, error: help })).toMatchObject({
      description: 'Failed to refine the component. Please try again.',
    })
    // A toast that takes reading stays up longer.
    expect(toastDuration('Failed to refine the component. Please try again.')).toBeUndefined()
    expect(toastDuration(help.padEnd(400, '.'))).toBeGreaterThan(15_000)
  })
})

describe('a refinement that did part of what was asked', () => {
  it('is not reported as a full success: the toast says what was done and what was not', () => {
    const partial = {
      applied: ['Colours: primary #1f4d2b, accent #97d8a8, background #f3ead8, text #3b2f2a.'],
      notApplied: ['pill buttons and a sticky header'],
    }
    const toast = refinementOutcome('custom', { success: true, partial })
    expect(toast).not.toBe(THEME_UPDATED)
    expect(toast).toEqual({
      variant: 'warning',
      title: 'Theme partly updated',
      description:
        'Applied: Colours: primary #1f4d2b, accent #97d8a8, background #f3ead8, text #3b2f2a. Not applied: pill buttons and a sticky header.',
    })
    // Long lists are cut short, and say how many more there were.
    const many = refinementOutcome('quick', {
      success: true,
      partial: { applied: ['a', 'b', 'c', 'd', 'e'], notApplied: ['x'] },
    })
    expect(many.description).toBe('Applied: a; b; c; and 2 more. Not applied: x.')
    // Everything done: SPEC's success toast, word for word.
    expect(refinementOutcome('custom', { success: true })).toBe(THEME_UPDATED)
  })
})

describe('deviceLayout', () => {
  it('shows a desktop at its real width, scaled to fit a narrower pane', () => {
    expect(deviceLayout('desktop', { width: 1500, height: 800 })).toMatchObject({ scale: 1, width: null })
    const fitted = deviceLayout('desktop', { width: 960, height: 720 })
    expect(fitted.width).toBe(DESKTOP_PREVIEW_WIDTH)
    expect(fitted.scale).toBeCloseTo(0.75)
    // The frame is as tall as the pane once scaled.
    expect(fitted.height! * fitted.scale).toBeCloseTo(720)
  })

  it('shows a phone at 390 px in a wide pane, and a tablet scaled on a phone', () => {
    expect(deviceLayout('mobile', { width: 1000, height: 800 })).toMatchObject({ scale: 1, width: 390 })
    const tablet = deviceLayout('tablet', { width: 390, height: 600 })
    expect(tablet.width).toBe(768)
    expect(tablet.scale).toBeCloseTo(374 / 768)
  })
})

describe('merchantWords', () => {
  it('shows a saved prompt as the merchant wrote it, without the page type and details', () => {
    expect(merchantWords('Page Type: homepage. A tea shop in Leeds')).toBe('A tea shop in Leeds')
    expect(merchantWords('Page Type: product. A mug\n\nProduct Details:\n- Title: Dune')).toBe('A mug')
    expect(merchantWords('A tea shop')).toBe('A tea shop')
  })
})
