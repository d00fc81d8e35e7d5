import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { generateTheme, GENERATE_ERROR, type GenerateResult, type OpenAIConfig } from '../../src/engine/ai'
import { repairPlan } from '../../src/engine/ai/plan'
import { buildBrief, composeTheme } from '../../src/engine/compose'
import { readThemeJson, storeConfigFromFiles, type ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'
import {
  GOOD_CUSTOM_SECTION,
  goodPlan,
  THEME_CHECK_FAILING_SECTION,
  UNPARSABLE_CUSTOM_SECTION,
} from '../support/ai-fixtures'
import { fakeAnswer, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai'

const KEY = 'sk-test-generate-9f8e7d6c5b4a'
const INPUT = { prompt: 'A cosy candle shop with soy candles and diffusers', pageType: 'homepage' as const }

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => fake.reset())

function openai(overrides: Partial<OpenAIConfig> = {}): OpenAIConfig {
  return {
    apiKey: KEY,
    model: 'gpt-test-mini',
    baseURL: fake.baseURL,
    maxRetries: 0,
    timeoutMs: 10_000,
    ...overrides,
  }
}

async function errors(files: ThemeFiles) {
  return (await validateTheme(files)).filter((o) => o.severity === 'error')
}

function template(files: ThemeFiles, name: string) {
  return readThemeJson(files, `templates/${name}.json`) as {
    sections: Record<
      string,
      {
        type: string
        settings?: Record<string, unknown>
        blocks?: Record<string, { type: string; settings?: Record<string, unknown> }>
      }
    >
    order: string[]
  }
}

function expectComposerFallback(result: GenerateResult, reason: string) {
  const composed = composeTheme(INPUT)
  expect(result.success).toBe(true)
  expect(result.source).toBe('composer')
  expect(result.aiFailure).toBe(reason)
  expect(result.generated?.files).toEqual(composed.files)
  expect(result.generated?.explanation).toBe(
    `The AI designer was not available (${reason}), so Vitrine's built-in composer made this theme.\n\n${composed.explanation}`,
  )
  expect(result.storeConfig).toEqual(composed.storeConfig)
}

describe('generateTheme without an OpenAI key', () => {
  it('composes the theme, says nothing about AI, and calls no server', async () => {
    const result = await generateTheme(INPUT)
    const composed = composeTheme(INPUT)
    expect(result).toEqual({
      success: true,
      generated: { files: composed.files, explanation: composed.explanation },
      source: 'composer',
      storeConfig: composed.storeConfig,
    })
    expect(fake.requests).toHaveLength(0)
  })

  it('rejects an empty prompt with the SPEC text', async () => {
    expect(await generateTheme({ prompt: '   ' }, { openai: openai() })).toEqual({
      success: false,
      error: 'Please enter a prompt',
      source: 'composer',
    })
    expect(fake.requests).toHaveLength(0)
  })
})

describe('generateTheme with a good structured answer', () => {
  it('builds the theme from the AI plan: store, palette, fonts, sections, custom section; zero Theme Check errors', async () => {
    fake.script(fakeAnswer.json(goodPlan([{ name: 'candle-care', liquid: GOOD_CUSTOM_SECTION }])))
    const result = await generateTheme(INPUT, { openai: openai() })
    expect(result.success).toBe(true)
    expect(result.source).toBe('openai')
    expect(result.aiFailure).toBeUndefined()
    const files = result.generated?.files ?? {}

    expect(result.storeConfig).toEqual({
      name: 'Luna Wick Candles',
      tagline: 'Hand-poured soy candles for slow evenings',
      primaryColor: '#5b3a8c',
      // The prompt names soy candles and diffusers; the plan's own categories follow them.
      categories: ['Soy Candles', 'Diffusers', 'Candles', 'Gift Sets'],
    })
    expect(storeConfigFromFiles(files)).toEqual(result.storeConfig)
    const settings = (
      readThemeJson(files, 'config/settings_data.json') as { current: Record<string, unknown> }
    ).current
    expect(settings).toMatchObject({
      colors_primary: '#5b3a8c',
      colors_accent: '#e9b949',
      colors_background: '#fdf9f3',
      colors_text: '#2a2233',
      type_heading_font: expect.stringMatching(/^playfair_display_n[4-8]$/),
      type_body_font: 'nunito_sans_n4',
    })

    const index = template(files, 'index')
    expect(index.order.map((id) => index.sections[id]?.type)).toEqual([
      'image-banner',
      'featured-collection',
      'ai-candle-care',
      'testimonials',
      'newsletter',
    ])
    const hero = index.sections[index.order[0] ?? '']
    expect(hero?.settings).toMatchObject({ height: 'large', alignment: 'center' })
    expect(Object.values(hero?.blocks ?? {}).map((b) => b.settings)).toEqual([
      { heading: 'Light up slow evenings' },
      { text: 'Hand-poured in small batches.' },
    ])
    expect(index.sections.product_grid?.settings).toMatchObject({
      heading: 'Our best-loved candles',
      products_to_show: 8,
    })
    expect(files['sections/ai-candle-care.liquid']).toBe(GOOD_CUSTOM_SECTION)

    expect(result.generated?.explanation).toMatch(/^A warm, calm candle store/)
    expect(result.generated?.explanation).toContain('Built "Luna Wick Candles"')
    expect(await errors(files)).toEqual([])
  })

  it('asks for the plan with the model, the prompt, the section library and a strict json_schema', async () => {
    fake.script(fakeAnswer.json(goodPlan()))
    await generateTheme(
      { prompt: 'A surf shop', pageType: 'product', product: { title: 'Foam board', price: '199' } },
      { openai: openai({ model: 'gpt-4.1-mini' }) },
    )
    const body = fake.requests[0]?.body
    expect(body?.model).toBe('gpt-4.1-mini')
    const [system, user] = body?.messages ?? []
    expect(system?.role).toBe('system')
    for (const type of ['image-banner', 'featured-collection', 'testimonials', 'newsletter'])
      expect(system?.content).toContain(`- ${type} (`)
    expect(system?.content).not.toContain('- header (')
    expect(user?.content).toMatch(
      /^Page type: product\nDescription: A surf shop\nProduct title: Foam board\nProduct price: 199\n\n/,
    )
    // What the composer read comes with it, as words to keep and choices to improve on.
    expect(user?.content).toContain('The product this page is about: Foam board')
    expect(user?.content).toContain('Store name: none given')
    expect(user?.content).toContain('What Vitrine chose')
    const format = body?.response_format
    expect(format?.type).toBe('json_schema')
    expect(format?.json_schema?.name).toBe('theme_plan')
    expect(format?.json_schema?.strict).toBe(true)
    expect(format?.json_schema?.schema).toMatchObject({
      type: 'object',
      required: ['store', 'templates', 'customSections', 'explanation'],
      additionalProperties: false,
    })
  })

  it('asks for a French store in French, and keeps its language and currency, which the plan does not name', async () => {
    fake.script(fakeAnswer.json(goodPlan()))
    const result = await generateTheme(
      { prompt: 'Une boutique de bougies parfumées à Lyon, avec des diffuseurs et des coffrets cadeaux' },
      { openai: openai() },
    )
    const [, user] = fake.requests[0]?.body?.messages ?? []
    expect(user?.content).toContain('Language: the merchant wrote in French')
    expect(result.source).toBe('openai')
    expect(result.storeConfig).toMatchObject({ language: 'fr', currency: 'EUR' })
    const files = result.generated?.files ?? {}
    expect(files['locales/fr.default.json']).toBeDefined()
    expect(storeConfigFromFiles(files)).toMatchObject({ language: 'fr', currency: 'EUR' })
  })

  it('uses the first AI product as the featured product of a product page without merchant details', async () => {
    fake.script(fakeAnswer.json(goodPlan()))
    const result = await generateTheme({ prompt: 'A candle shop', pageType: 'product' }, { openai: openai() })
    expect(result.source).toBe('openai')
    const product = template(result.generated?.files ?? {}, 'product')
    const spotlight = Object.values(product.sections).find((s) => s.type === 'featured-product')
    expect(spotlight?.settings).toMatchObject({ title: 'Lavender Dusk Candle', price: '$28.00' })
  })

  it('keeps the main section of a template, reads page types as template names, skips unknown templates', async () => {
    const plan = goodPlan()
    plan.templates = [
      {
        template: 'product',
        sections: [{ type: 'testimonials', settings: [{ id: 'heading', value: 'Reviews' }], blocks: [] }],
      },
      {
        template: 'homepage',
        sections: [{ type: 'newsletter', settings: [{ id: 'heading', value: 'Join us' }], blocks: [] }],
      },
      { template: 'page.faq', sections: [{ type: 'faq', settings: [], blocks: [] }] },
    ]
    fake.script(fakeAnswer.json(plan))
    const result = await generateTheme(INPUT, { openai: openai() })
    expect(result.source).toBe('openai')
    const files = result.generated?.files ?? {}
    const product = template(files, 'product')
    expect(product.order.map((id) => product.sections[id]?.type)).toEqual(['main-product', 'testimonials'])
    const home = template(files, 'index')
    expect(home.order.map((id) => home.sections[id]?.settings?.heading)).toEqual(['Join us'])
    expect(result.generated?.explanation).toContain(
      'There is no "page.faq" template; its sections were not used.',
    )
    expect(await errors(files)).toEqual([])
  })
})

describe('generateTheme with custom sections that fail', () => {
  it('drops a section whose Liquid does not parse and one that fails Theme Check, naming both', async () => {
    fake.script(
      fakeAnswer.json(
        goodPlan([
          { name: 'candle-care', liquid: GOOD_CUSTOM_SECTION },
          { name: 'broken-banner', liquid: UNPARSABLE_CUSTOM_SECTION },
          { name: 'promo-strip', liquid: THEME_CHECK_FAILING_SECTION },
        ]),
      ),
    )
    const result = await generateTheme(INPUT, { openai: openai() })
    expect(result.source).toBe('openai')
    const files = result.generated?.files ?? {}
    expect(Object.keys(files).filter((p) => p.startsWith('sections/ai-'))).toEqual([
      'sections/ai-candle-care.liquid',
    ])
    const types = Object.values(template(files, 'index').sections).map((s) => s.type)
    expect(types).toContain('ai-candle-care')
    expect(types).not.toContain('ai-broken-banner')
    expect(types).not.toContain('ai-promo-strip')
    const explanation = result.generated?.explanation ?? ''
    expect(explanation).toContain('Custom section "broken-banner" was dropped: its Liquid does not parse')
    expect(explanation).toContain(
      `Custom section "promo-strip" was dropped: Theme Check: Unknown filter 'sparkle_text'`,
    )
    expect(await errors(files)).toEqual([])
  })
})

describe('generateTheme with a malformed answer', () => {
  it('repairs a schema mismatch: colour words and short hex, unknown sections, missing name', async () => {
    const plan = goodPlan() as unknown as {
      store: Record<string, unknown>
      templates: { sections: unknown[] }[]
    }
    delete plan.store.name
    plan.store.tone = 'sarcastic'
    plan.store.palette = { primary: 'navy', accent: 'not a colour', background: '#FFF', text: '#222' }
    plan.templates[0]?.sections.splice(1, 0, { type: 'mega-carousel', settings: [], blocks: [] })
    plan.templates[0]?.sections.push({ type: 'header', settings: [], blocks: [] })
    fake.script(fakeAnswer.json(plan))

    const result = await generateTheme(INPUT, { openai: openai() })
    expect(result.success).toBe(true)
    expect(result.source).toBe('openai')
    const files = result.generated?.files ?? {}
    const brief = buildBrief(INPUT)
    expect(result.storeConfig?.name).toBe(brief.name)
    expect(result.storeConfig?.primaryColor).toBe('#1f2a44')
    const settings = (
      readThemeJson(files, 'config/settings_data.json') as { current: Record<string, unknown> }
    ).current
    expect(settings).toMatchObject({
      colors_background: '#ffffff',
      colors_text: '#222222',
      colors_accent: brief.palette.accent,
    })
    const types = Object.values(template(files, 'index').sections).map((s) => s.type)
    expect(types).not.toContain('mega-carousel')
    expect(types).not.toContain('header')
    const explanation = result.generated?.explanation ?? ''
    expect(explanation).toContain('The accent colour "not a colour" was not a colour and was not used.')
    expect(explanation).toContain(
      'index: unknown or misplaced section types dropped (mega-carousel, header).',
    )
    expect(await errors(files)).toEqual([])
  })

  it('falls back to the composer on invalid JSON, saying why', async () => {
    fake.script(fakeAnswer.text('{"store": {"name": "Half a'))
    expectComposerFallback(
      await generateTheme(INPUT, { openai: openai() }),
      'the model answer was not valid JSON',
    )
  })

  it('falls back to the composer on an answer with nothing usable in it', async () => {
    fake.script(fakeAnswer.json({ theme: 'a nice one', sections: 'many' }))
    expectComposerFallback(
      await generateTheme(INPUT, { openai: openai() }),
      'the model answer did not contain a usable theme plan',
    )
  })

  it('falls back to the composer on a refusal', async () => {
    fake.script(fakeAnswer.refusal('I cannot help with that.'))
    expectComposerFallback(await generateTheme(INPUT, { openai: openai() }), 'the model declined the request')
  })

  it('returns the SPEC error instead when fallback is off', async () => {
    fake.script(fakeAnswer.text('not json at all'))
    expect(await generateTheme(INPUT, { openai: openai(), fallback: false })).toEqual({
      success: false,
      error: GENERATE_ERROR,
      source: 'openai',
      aiFailure: 'the model answer was not valid JSON',
    })
    expect(GENERATE_ERROR).toBe('Failed to generate theme')
  })
})

describe('generateTheme when OpenAI fails', () => {
  it('retries an HTTP 500 maxRetries times, then falls back to the composer', async () => {
    fake.script(fakeAnswer.status(500))
    const result = await generateTheme(INPUT, { openai: openai({ maxRetries: 1 }) })
    expect(fake.requests).toHaveLength(2)
    expectComposerFallback(result, 'OpenAI answered with HTTP 500')
  })

  it('uses the answer when a retry succeeds', async () => {
    fake.script(fakeAnswer.status(502), fakeAnswer.json(goodPlan()))
    const result = await generateTheme(INPUT, { openai: openai({ maxRetries: 2 }) })
    expect(fake.requests).toHaveLength(2)
    expect(result.source).toBe('openai')
    expect(result.storeConfig?.name).toBe('Luna Wick Candles')
  })

  it('gives up on a hanging server within the timeout and falls back', async () => {
    fake.script(fakeAnswer.hang())
    const result = await generateTheme(INPUT, { openai: openai({ timeoutMs: 500, maxRetries: 10 }) })
    // A budget per attempt would let all 11 attempts hang; the first spends the call's budget.
    expect(fake.requests).toHaveLength(1)
    expectComposerFallback(result, 'the OpenAI request timed out')
  })

  it('fails with the SPEC error on HTTP 500 when fallback is off', async () => {
    fake.script(fakeAnswer.status(500))
    const result = await generateTheme(INPUT, { openai: openai(), fallback: false })
    expect(result).toEqual({
      success: false,
      error: 'Failed to generate theme',
      source: 'openai',
      aiFailure: 'OpenAI answered with HTTP 500',
    })
  })
})

describe('the API key', () => {
  it('never reaches the explanation or the files, even when the provider or the model echo it', async () => {
    fake.script(fakeAnswer.status(401, `Incorrect API key provided: ${KEY}.`))
    const rejected = await generateTheme(INPUT, { openai: openai() })
    expect(rejected.aiFailure).toBe('OpenAI rejected the API key (HTTP 401)')
    expect(JSON.stringify(rejected).includes(KEY)).toBe(false)

    const plan = goodPlan()
    plan.explanation = `Made with key ${KEY}`
    plan.store.tagline = `Key ${KEY}`
    fake.script(fakeAnswer.json(plan))
    const echoed = await generateTheme(INPUT, { openai: openai() })
    expect(echoed.source).toBe('openai')
    expect(JSON.stringify(echoed).includes(KEY)).toBe(false)
    expect(echoed.storeConfig?.tagline).toBe('Key [redacted]')
    expect(fake.requests[1]?.headers.authorization).toBe(`Bearer ${KEY}`)
  })
})

describe('repairPlan', () => {
  it('normalises colours, accepts settings as an object, and reports what it dropped', () => {
    const { plan, notes, usable } = repairPlan({
      store: { name: '  Moss  ', palette: { primary: '#AbC', background: 'ivory', text: 'rgb(0,0,0)' } },
      templates: [
        { template: 'index', sections: [{ type: 'rich-text', settings: { alignment: 'left' }, blocks: [] }] },
      ],
    })
    expect(usable).toBe(true)
    expect(plan.store.name).toBe('Moss')
    expect(plan.store.palette).toEqual({ primary: '#aabbcc', background: '#faf6ec' })
    expect(plan.templates[0]?.sections[0]?.settings).toEqual([{ id: 'alignment', value: 'left' }])
    expect(notes).toContain('The text colour "rgb(0,0,0)" was not a colour and was not used.')
  })

  it('finds nothing usable in a non-object or an empty plan', () => {
    expect(repairPlan('just text').usable).toBe(false)
    expect(repairPlan([]).usable).toBe(false)
    expect(repairPlan({ store: {}, templates: [] }).usable).toBe(false)
  })
})
