// @vitest-environment jsdom
import { Liquid } from 'liquidjs'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { composeTheme, SECTION_FILES, sectionSchema } from '../../src/engine/compose'
import { VALUE_ICONS } from '../../src/engine/catalog/taxonomy/types'
import { renderThemeSync } from '../../src/engine/preview'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'
import {
  LIBRARY_TEMPLATE,
  PRE_ORDER_END,
  SECTIONS,
  type Settings,
  withLibraryPage,
} from './fixtures/library-page'

const NEW_SECTIONS = [
  'slideshow',
  'logo-list',
  'stats',
  'timeline',
  'countdown',
  'specs-table',
  'comparison-table',
  'steps',
  'marquee',
  'collage',
  'featured-blog',
  'promo-grid',
  'location',
  'trust-bar',
  'pull-quote',
  'gallery',
  'subscription',
  'multirow',
  'product-features',
]

const TEMPLATE = LIBRARY_TEMPLATE

let files: ThemeFiles
let plain: Document
let editable: Document
let plainErrors: unknown[]
let editableErrors: unknown[]

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

/** A template section's wrapper: Shopify's id is shopify-section-{template prefix}__{key}. */
function sectionElement(doc: Document, id: string): HTMLElement {
  const element = doc.querySelector<HTMLElement>(`[id^="shopify-section-"][id$="__${id}"]`)
  if (!element) throw new Error(`section ${id} was not rendered`)
  return element
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What a text, textarea or rich text setting shows a shopper, line by line. */
function shownText(type: string, value: string): string[] {
  if (type === 'richtext') {
    const holder = document.createElement('div')
    holder.innerHTML = value.replace(/<br\s*\/?>/g, '\n').replace(/<\/li>/g, '\n')
    return (holder.textContent ?? '').split('\n').map(normalise).filter(Boolean)
  }
  return value.split('\n').map(normalise).filter(Boolean)
}

/** Settings that are not printed as text: attributes, the illustration's name, the date the script reads. */
const NOT_TEXT = new Set(['accessibility_label', 'illustration', 'end_date'])
const TEXT_TYPES = new Set(['text', 'textarea', 'richtext'])

interface ShownSetting {
  section: string
  block?: string
  setting: string
  lines: string[]
}

/** Every text setting the template gives, with the text it should show. */
function shownSettings(): ShownSetting[] {
  const shown: ShownSetting[] = []
  for (const [id, entry] of Object.entries(SECTIONS)) {
    const schema = sectionSchema(entry.type)
    const add = (settings: Settings, defs: { id?: string; type: string }[], blockId?: string) => {
      for (const [key, value] of Object.entries(settings)) {
        const def = defs.find((d) => d.id === key)
        if (
          !def ||
          !TEXT_TYPES.has(def.type) ||
          NOT_TEXT.has(key) ||
          typeof value !== 'string' ||
          value === ''
        )
          continue
        shown.push({ section: id, block: blockId, setting: key, lines: shownText(def.type, value) })
      }
    }
    add(entry.settings, schema?.settings ?? [])
    for (const [blockId, item] of Object.entries(entry.blocks ?? {})) {
      const defs = schema?.blocks?.find((b) => b.type === item.type)?.settings ?? []
      add(item.settings, defs, blockId)
    }
  }
  return shown
}

beforeAll(() => {
  const theme = composeTheme({ prompt: 'a small-batch coffee roastery called Ember & Oak in Portland' })
  files = withLibraryPage(theme.files)
  const rendered = renderThemeSync(files, { template: TEMPLATE })
  plainErrors = rendered.errors
  plain = parse(rendered.html)
  const marked = renderThemeSync(files, { template: TEMPLATE, editable: true })
  editableErrors = marked.errors
  editable = parse(marked.html)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the section library', () => {
  it('registers every new section with its stylesheet, a preset and a schema Shopify accepts', () => {
    const names = SECTION_FILES.map((file) => file.name)
    for (const name of NEW_SECTIONS) {
      expect(names, name).toContain(name)
      expect(files[`sections/${name}.liquid`], name).toContain('{% schema %}')
      expect(files[`assets/section-${name}.css`], name).toBeTruthy()
      expect(sectionSchema(name)?.presets?.length, name).toBeGreaterThan(0)
    }
    for (const name of ['slideshow', 'countdown', 'marquee'])
      expect(files[`sections/${name}.liquid`]).toContain(`'section-${name}.js' | asset_url`)
    // The composed theme draws what it sells where no image is set.
    expect(files['snippets/illustration.liquid']).toContain('Accepts: name (string), class (string)')
    expect(files['snippets/illustration.liquid']).toContain('<svg class="illustration')
  })

  it('uses only settings and blocks the schemas define, with valid values', () => {
    const problems: string[] = []
    for (const [id, entry] of Object.entries(SECTIONS)) {
      const schema = sectionSchema(entry.type)
      const check = (where: string, settings: Settings, defs: Record<string, unknown>[]) => {
        for (const [key, value] of Object.entries(settings)) {
          const def = defs.find((d) => d.id === key)
          if (!def) problems.push(`${where}: unknown setting ${key}`)
          else if (
            def.type === 'select' &&
            !(def.options as { value: string }[]).some((o) => o.value === value)
          )
            problems.push(`${where}: ${key}=${String(value)} is not an option`)
        }
      }
      check(id, entry.settings, schema?.settings ?? [])
      for (const [blockId, item] of Object.entries(entry.blocks ?? {})) {
        const blockSchema = schema?.blocks?.find((b) => b.type === item.type)
        if (!blockSchema) problems.push(`${id}: unknown block ${item.type}`)
        check(`${id}/${blockId}`, item.settings, blockSchema?.settings ?? [])
      }
      if (schema?.max_blocks !== undefined && (entry.block_order?.length ?? 0) > schema.max_blocks)
        problems.push(`${id}: too many blocks`)
    }
    expect(problems).toEqual([])
  })

  it('passes Theme Check with zero errors and zero warnings, the page using every new section included', async () => {
    const offenses = await validateTheme(files)
    expect(offenses.filter((o) => o.severity !== 'info')).toEqual([])
  }, 60_000)

  it('renders every section in the preview without errors, plain and editable', () => {
    expect(plainErrors).toEqual([])
    expect(editableErrors).toEqual([])
    for (const id of Object.keys(SECTIONS)) {
      expect(sectionElement(plain, id).textContent, id).not.toMatch(/Liquid error|Translation missing/i)
      expect(sectionElement(editable, id).textContent, id).not.toMatch(/Liquid error|Translation missing/i)
    }
  })

  it('shows the text of every setting the page gives', () => {
    const missing: string[] = []
    for (const shown of shownSettings()) {
      const text = normalise(sectionElement(plain, shown.section).textContent ?? '')
      for (const line of shown.lines)
        if (!text.includes(line))
          missing.push(`${shown.section} ${shown.block ?? ''} ${shown.setting}: ${line}`)
    }
    expect(missing).toEqual([])
  })

  it('maps every shown setting back to its section and block in the editable preview', () => {
    const unmapped: string[] = []
    for (const shown of shownSettings()) {
      const candidates = [
        ...editable.querySelectorAll<HTMLElement>(`[data-vitrine-setting="${shown.setting}"]`),
      ]
      const found = candidates.some(
        (element) =>
          element.closest('[data-vitrine-section]')?.getAttribute('data-vitrine-section') === shown.section &&
          (shown.block === undefined ||
            element.closest('[data-vitrine-block]')?.getAttribute('data-vitrine-block') === shown.block) &&
          normalise(element.textContent ?? '').includes(shown.lines[0] ?? ''),
      )
      if (!found) unmapped.push(`${shown.section} ${shown.block ?? ''} ${shown.setting}`)
    }
    expect(unmapped).toEqual([])
  })

  it('uses h2 for section headings and h3 inside cards and rows, never h1', () => {
    for (const id of NEW_SECTIONS.map((type) =>
      Object.keys(SECTIONS).find((key) => SECTIONS[key]?.type === type),
    )) {
      const element = sectionElement(plain, id ?? '')
      expect(element.querySelectorAll('h1').length, id).toBe(0)
    }
    const headingOf = (id: string) =>
      [...sectionElement(plain, id).querySelectorAll('h2')].map((h) => normalise(h.textContent ?? ''))
    expect(headingOf('stats')).toEqual(['Roasting since 1952'])
    expect(headingOf('steps')).toEqual(['How the subscription works'])
    expect(
      [...sectionElement(plain, 'plans').querySelectorAll('h3')].map((h) => h.textContent?.trim()),
    ).toEqual(['Taster', 'Daily cup', 'Office'])
    // Rows are sub-headings of the multirow's own heading.
    expect(headingOf('rows')).toEqual(['From farm to cup'])
    expect(sectionElement(plain, 'rows').querySelectorAll('h3').length).toBe(2)
  })

  it('draws the illustration wherever an image is not chosen, in new and existing sections', () => {
    const drawn = (id: string, className: string) =>
      sectionElement(plain, id).querySelectorAll(`.illustration.${className}[aria-hidden="true"]`).length
    expect(drawn('slideshow', 'slideshow__illustration')).toBe(3)
    expect(drawn('collage', 'collage__illustration')).toBe(3)
    expect(drawn('promos', 'promo-grid__illustration')).toBe(2)
    expect(drawn('gallery', 'gallery__illustration')).toBe(3)
    expect(drawn('rows', 'multirow__illustration')).toBe(2)
    expect(drawn('features', 'product-features__illustration')).toBe(1)
    expect(drawn('banner', 'banner__illustration')).toBe(1)
    expect(drawn('story', 'image-with-text__illustration')).toBe(1)
    expect(drawn('collections', 'collection-card__illustration')).toBe(1)
    expect(drawn('spotlight', 'featured-product__illustration')).toBeGreaterThan(0)
    // Without an illustration the existing sections keep their old placeholder.
    expect(sectionElement(plain, 'story_icon').querySelector('.illustration')).toBeNull()
    expect(
      sectionElement(plain, 'story_icon').querySelector('.image-with-text__placeholder .icon-leaf'),
    ).not.toBeNull()
  })

  it('shows the sample blog’s latest articles with date, excerpt and a named read-more link', () => {
    const cards = [...sectionElement(plain, 'blog').querySelectorAll('.featured-blog__card')]
    expect(cards.length).toBe(3)
    for (const card of cards) {
      const title = card.querySelector('h3 a')?.textContent?.trim() ?? ''
      expect(title).not.toBe('')
      expect(card.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(card.querySelector('.featured-blog__excerpt')?.textContent?.trim()).not.toBe('')
      expect(normalise(card.querySelector('.featured-blog__more')?.textContent ?? '')).toContain(title)
    }
  })

  it('prints specifications and comparisons as tables with text for every check and cross', () => {
    const specs = sectionElement(plain, 'specs').querySelector('table')
    expect([...(specs?.querySelectorAll('tbody th[scope="row"]') ?? [])].map((th) => th.textContent)).toEqual(
      ['Origin', 'Roast', 'Weight'],
    )
    const comparison = sectionElement(plain, 'comparison')
    const cells = [...comparison.querySelectorAll('tbody td')].map((td) => normalise(td.textContent ?? ''))
    expect(cells).toEqual([
      'Included',
      'Not included',
      'Included',
      'Not included',
      'Not included',
      'Included',
    ])
    expect(comparison.querySelectorAll('tbody td svg[aria-hidden="true"]').length).toBe(6)
    expect(
      [...comparison.querySelectorAll('thead th[scope="col"]')].map((th) => normalise(th.textContent ?? '')),
    ).toEqual(['Feature', 'Ember & Oak', 'Supermarket'])
  })
})

describe('icons', () => {
  it('offers every icon of the composer’s data in one shared select, and draws each of them', () => {
    const icons = (type: string, blockType: string) =>
      (
        sectionSchema(type)
          ?.blocks?.find((b) => b.type === blockType)
          ?.settings?.find((s) => s.id === 'icon')?.options as { value: string }[] | undefined
      )?.map((o) => o.value)
    const multicolumn = icons('multicolumn', 'column')
    expect(multicolumn).toEqual(expect.arrayContaining([...VALUE_ICONS]))
    expect(icons('steps', 'step')).toEqual(multicolumn)
    expect(icons('trust-bar', 'item')).toEqual(multicolumn)
    expect(icons('product-features', 'feature')).toEqual(multicolumn)
    const liquid = new Liquid()
    for (const icon of VALUE_ICONS) {
      const svg = liquid.parseAndRenderSync(files['snippets/icon.liquid'] ?? '', { icon })
      expect(svg, icon).toMatch(/<(path|circle)\b/)
    }
  })
})

/** Puts a rendered section into the document, as the page would have it. */
function mount(doc: Document, id: string): HTMLElement {
  document.body.innerHTML = sectionElement(doc, id).outerHTML.replace(/<script[\s\S]*?<\/script>/g, '')
  return sectionElement(document, id)
}

describe('slideshow script', () => {
  function setup() {
    const root = mount(plain, 'slideshow')
    const track = root.querySelector<HTMLElement>('[data-slideshow-track]')
    const scrollTo = vi.fn()
    if (track) track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo']
    window.eval(files['assets/section-slideshow.js'] ?? '')
    const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slideshow-dot]')]
    const slides = [...root.querySelectorAll<HTMLElement>('[data-slideshow-slide]')]
    const current = () => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true')
    const button = (name: string) => root.querySelector<HTMLButtonElement>(`[data-slideshow-${name}]`)
    return { root, scrollTo, dots, slides, current, button }
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).vitrineSlideshow
  })

  it('is a labelled carousel of labelled slides with named controls', () => {
    const { root, slides, dots, button } = setup()
    const carousel = root.querySelector('[data-slideshow]')
    expect(carousel?.getAttribute('aria-roledescription')).toBe('carousel')
    expect(carousel?.getAttribute('aria-label')).toBe('This season at Ember & Oak')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true)
    expect(button('previous')?.getAttribute('aria-label')).toBe('Previous slide')
    expect(button('next')?.getAttribute('aria-label')).toBe('Next slide')
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ])
  })

  it('moves with the next, previous and dot buttons, wrapping at the ends, and hides other slides', () => {
    const { scrollTo, dots, slides, current, button } = setup()
    expect(current()).toBe(0)
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
    button('next')?.click()
    expect(current()).toBe(1)
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true])
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }))
    dots[2]?.click()
    expect(current()).toBe(2)
    button('next')?.click()
    expect(current()).toBe(0)
    button('previous')?.click()
    expect(current()).toBe(2)
  })

  it('answers the arrow keys', () => {
    const { root, current } = setup()
    const carousel = root.querySelector('[data-slideshow]')
    carousel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(current()).toBe(1)
    carousel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    carousel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    expect(current()).toBe(2)
  })

  it('jumps without smooth scrolling when the shopper prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    const { scrollTo, button } = setup()
    button('next')?.click()
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }))
  })
})

describe('countdown', () => {
  function start(id: string, now: Date) {
    vi.useFakeTimers()
    vi.setSystemTime(now)
    const root = mount(plain, id).querySelector<HTMLElement>('[data-countdown]')
    window.eval(files['assets/section-countdown.js'] ?? '')
    const value = (name: string) => root?.querySelector(`[data-countdown-${name}]`)?.textContent
    return { root, value }
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).vitrineCountdown
  })

  /** The first moment after the end date, local time: when the countdown reaches zero. */
  function endOf(date: string): Date {
    const [year, month, day] = date.split('-').map(Number)
    return new Date(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1)
  }

  it('says when it ends without JavaScript, in the running state the script then takes over', () => {
    const root = sectionElement(plain, 'countdown').querySelector('[data-countdown]')
    expect(root?.getAttribute('data-state')).toBe('waiting')
    const [year, month, day] = PRE_ORDER_END.split('-').map(Number)
    const label = new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
    expect(normalise(root?.querySelector('.countdown__ends')?.textContent ?? '')).toBe(`Ends ${label}`)
  })

  it('counts down the days, hours and minutes left and updates every minute', () => {
    const end = endOf(PRE_ORDER_END)
    const left = ((2 * 24 + 3) * 60 + 4) * 60_000 + 30_000
    const { root, value } = start('countdown', new Date(end.getTime() - left))
    expect(root?.getAttribute('data-state')).toBe('running')
    expect([value('days'), value('hours'), value('minutes')]).toEqual(['2', '03', '05'])
    vi.advanceTimersByTime(30_000)
    expect([value('days'), value('hours'), value('minutes')]).toEqual(['2', '03', '04'])
    vi.advanceTimersByTime(4 * 60_000)
    expect([value('days'), value('hours'), value('minutes')]).toEqual(['2', '03', '00'])
  })

  it('shows the ended message once the date has passed', () => {
    const end = endOf(PRE_ORDER_END)
    const { root } = start('countdown', new Date(end.getTime() - 90_000))
    expect(root?.getAttribute('data-state')).toBe('running')
    vi.advanceTimersByTime(2 * 60_000)
    expect(root?.getAttribute('data-state')).toBe('ended')
    expect(root?.querySelector('.countdown__ended')?.textContent).toBe('The pre-order has closed.')
  })

  it('renders an already-ended countdown as ended, without waiting for the script', () => {
    const root = sectionElement(plain, 'countdown_ended').querySelector('[data-countdown]')
    expect(root?.getAttribute('data-state')).toBe('ended')
    expect(root?.querySelector('.countdown__ended')?.textContent).toBe(
      'The summer sale is over. See you next year!',
    )
  })
})

describe('marquee', () => {
  it('hides its looping copies from screen readers and the keyboard, and keeps them out of the block list', () => {
    const root = sectionElement(editable, 'marquee')
    const lists = [...root.querySelectorAll('.marquee__list')]
    expect(lists.length).toBeGreaterThan(1)
    const [original, ...copies] = lists
    expect(original?.getAttribute('aria-hidden')).toBeNull()
    const blockIds = [...(original?.querySelectorAll('li[data-vitrine-block]') ?? [])].map((element) =>
      element.getAttribute('data-vitrine-block'),
    )
    expect(blockIds).toEqual(SECTIONS.marquee?.block_order)
    for (const copy of copies) {
      expect(copy.getAttribute('aria-hidden')).toBe('true')
      // Their texts stay clickable in the editor, but they are not blocks of their own.
      expect(copy.querySelectorAll('li[data-vitrine-block]').length).toBe(0)
      for (const link of copy.querySelectorAll('a')) expect(link.getAttribute('tabindex')).toBe('-1')
      expect(normalise(copy.textContent ?? '')).toBe(normalise(original?.textContent ?? ''))
    }
  })

  it('pauses and plays with its toggle button', () => {
    const root = mount(plain, 'marquee').querySelector<HTMLElement>('[data-marquee]')
    window.eval(files['assets/section-marquee.js'] ?? '')
    const toggle = root?.querySelector<HTMLButtonElement>('[data-marquee-toggle]')
    expect(toggle?.getAttribute('aria-label')).toBe('Pause scrolling text')
    toggle?.click()
    expect(root?.classList.contains('is-paused')).toBe(true)
    expect(toggle?.getAttribute('aria-pressed')).toBe('true')
    toggle?.click()
    expect(root?.classList.contains('is-paused')).toBe(false)
    expect(toggle?.getAttribute('aria-pressed')).toBe('false')
  })

  it('stops scrolling, pauses on hover and focus, and drops the copies when motion is reduced', () => {
    const style = document.createElement('style')
    style.textContent = files['assets/section-marquee.css'] ?? ''
    document.head.append(style)
    const rules = [...(style.sheet?.cssRules ?? [])]
    const paused = rules.find(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes(':hover'),
    )
    expect(paused?.selectorText).toContain(':focus-within')
    expect(paused?.style.getPropertyValue('animation-play-state')).toBe('paused')
    const reduced = rules.find(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-reduced-motion'),
    )
    const inner = [...(reduced?.cssRules ?? [])].filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule,
    )
    expect(
      inner.find((rule) => rule.selectorText === '.marquee__track')?.style.getPropertyValue('animation'),
    ).toBe('none')
    expect(
      inner
        .find((rule) => rule.selectorText.includes('.marquee__list--copy'))
        ?.style.getPropertyValue('display'),
    ).toBe('none')
    style.remove()
  })
})
