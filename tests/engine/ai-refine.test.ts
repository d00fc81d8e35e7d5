import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CUSTOM_REFINE_ERROR,
  CUSTOM_REFINE_FAILED_TEXT,
  customRefinementHelp,
  customRefinementPrompt,
  EMPTY_REFINEMENT_ERROR,
  mergeRefinement,
  quickRefinementPrompt,
  REFINE_ERROR,
  refineTheme,
  type OpenAIConfig,
  type RefineResult,
} from '../../src/engine/ai'
import { AI_PHRASING_HINT } from '../../src/engine/ai/refine'
import { QUICK_REFINEMENTS } from '../../src/engine/refine'
import {
  CUSTOM_READERS,
  customRule,
  customRulesHelp,
  understoodRequests,
} from '../../src/engine/refine/rules'
import { composeTheme, starterTheme } from '../../src/engine/compose'
import { applyVisualEdit } from '../../src/engine/edit/visual-edit'
import { readThemeJson, type Theme, type ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'
import { GOOD_CUSTOM_SECTION, THEME_CHECK_FAILING_SECTION } from '../support/ai-fixtures'
import { fakeAnswer, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai'

const KEY = 'sk-test-refine-1a2b3c4d5e6f'

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

const jewelry: Theme = composeTheme({
  prompt: 'A minimalist jewelry boutique called Solene',
  pageType: 'homepage',
})

function settingsOf(files: ThemeFiles): Record<string, unknown> {
  return (readThemeJson(files, 'config/settings_data.json') as { current: Record<string, unknown> }).current
}

interface Section {
  type: string
  settings?: Record<string, unknown>
  blocks?: Record<string, { type: string; settings?: Record<string, unknown> }>
}

function index(files: ThemeFiles) {
  return readThemeJson(files, 'templates/index.json') as {
    sections: Record<string, Section>
    order: string[]
  }
}

/** The home page's first section: its hero, a banner or a slideshow. */
function hero(files: ThemeFiles): Section | undefined {
  const json = index(files)
  return json.sections[json.order[0] ?? '']
}

function heroHeading(files: ThemeFiles): unknown {
  return Object.values(hero(files)?.blocks ?? {})
    .map((b) => b.settings?.heading)
    .find((heading) => heading !== undefined)
}

async function expectNoErrors(theme: Theme, result: RefineResult) {
  expect(result.success).toBe(true)
  const merged = mergeRefinement(
    theme,
    result.generated?.files ?? {},
    result.generated?.explanation ?? '',
    'quick',
  )
  expect((await validateTheme(merged.files)).filter((o) => o.severity === 'error')).toEqual([])
  return merged
}

describe('refinement prompts', () => {
  it('quote the store name and categories', () => {
    const config = { name: 'Stride Shoe Co.', categories: ['Sneakers', 'Boots'] }
    for (const kind of QUICK_REFINEMENTS) {
      const prompt = quickRefinementPrompt(kind, config)
      expect(prompt).toMatch(/^Store: Stride Shoe Co\.\nCategories: Sneakers, Boots\n/)
      expect(prompt).toContain('Stride Shoe Co. and its Sneakers, Boots products')
    }
    expect(quickRefinementPrompt('hero', config)).toContain('Refine the hero section')
    expect(quickRefinementPrompt('colors', config)).toContain('Refine the colour palette')
    expect(customRefinementPrompt('  Make the buttons pill shaped ', config)).toBe(
      'Store: Stride Shoe Co.\nCategories: Sneakers, Boots\n\nThe merchant asks for this change:\n"""\n' +
        'Make the buttons pill shaped\n"""\nChange only what the request is about and keep everything else as it is.',
    )
  })

  it("default to 'Fashion Store' and 'General'", () => {
    for (const config of [undefined, {}, { name: '  ', categories: [] }, { categories: [' '] }]) {
      expect(quickRefinementPrompt('products', config)).toMatch(
        /^Store: Fashion Store\nCategories: General\n/,
      )
      expect(customRefinementPrompt('x', config)).toMatch(/^Store: Fashion Store\nCategories: General\n/)
    }
  })
})

describe('quick refinements without an OpenAI key', () => {
  it('colors: a new palette in the theme settings, which the store config follows', async () => {
    const result = await refineTheme(jewelry, { kind: 'colors' })
    expect(result.source).toBe('composer')
    expect(Object.keys(result.generated?.files ?? {})).toEqual(['config/settings_data.json'])
    const before = settingsOf(jewelry.files)
    const after = settingsOf(result.generated?.files ?? {})
    expect(after.colors_primary).not.toBe(before.colors_primary)
    expect(after.colors_accent).not.toBe(before.colors_accent)
    expect(result.generated?.explanation).toMatch(/^New colour palette "\w+": primary #[0-9a-f]{6}, accent/)
    const merged = await expectNoErrors(jewelry, result)
    expect(merged.storeConfig.primaryColor).toBe(after.colors_primary)
  })

  it('colors: a dark theme stays dark', async () => {
    const dark = composeTheme({ prompt: 'A dark moody streetwear store', pageType: 'homepage' })
    const result = await refineTheme(dark, { kind: 'colors' })
    const after = settingsOf(result.generated?.files ?? {})
    expect(result.generated?.explanation).toContain('(kept dark)')
    expect(after.colors_text).toBe('#f3f1ec')
    await expectNoErrors(dark, result)
  })

  it('typography: another font pairing', async () => {
    const result = await refineTheme(jewelry, { kind: 'typography' })
    const before = settingsOf(jewelry.files)
    const after = settingsOf(result.generated?.files ?? {})
    expect(after.type_heading_font).not.toBe(before.type_heading_font)
    expect(result.generated?.explanation).toMatch(/^New font pairing: /)
    await expectNoErrors(jewelry, result)
  })

  it('hero: new copy and layout for the home page hero', async () => {
    const result = await refineTheme(jewelry, { kind: 'hero' })
    expect(Object.keys(result.generated?.files ?? {})).toEqual(['templates/index.json'])
    const files = result.generated?.files ?? {}
    expect(heroHeading(files)).not.toBe(heroHeading(jewelry.files))
    expect(hero(files)?.settings?.height).not.toBe(hero(jewelry.files)?.settings?.height)
    expect(result.generated?.explanation).toMatch(/^Hero headline "/)
    await expectNoErrors(jewelry, result)
  })

  it('products: columns, card style and more products on the home grid', async () => {
    const result = await refineTheme(jewelry, { kind: 'products' })
    const before = index(jewelry.files).sections.product_grid?.settings ?? {}
    const after = index(result.generated?.files ?? {}).sections.product_grid?.settings ?? {}
    expect(after.columns_desktop).not.toBe(before.columns_desktop)
    expect(after.card_style).not.toBe(before.card_style)
    expect(Number(after.products_to_show)).toBeGreaterThan(Number(before.products_to_show))
    expect(Number(after.products_to_show) % Number(after.columns_desktop)).toBe(0)
    await expectNoErrors(jewelry, result)
  })

  it('images: another image ratio and the corner radius', async () => {
    const result = await refineTheme(jewelry, { kind: 'images' })
    const files = result.generated?.files ?? {}
    expect(index(files).sections.product_grid?.settings?.image_ratio).not.toBe(
      index(jewelry.files).sections.product_grid?.settings?.image_ratio,
    )
    expect(settingsOf(files).layout_radius).not.toBe(settingsOf(jewelry.files).layout_radius)
    await expectNoErrors(jewelry, result)
  })

  it('work on the starter theme too, and twice in a row give different results', async () => {
    const starter = starterTheme()
    const first = await refineTheme(starter, { kind: 'colors' })
    const once = mergeRefinement(
      starter,
      first.generated?.files ?? {},
      first.generated?.explanation ?? '',
      'quick',
    )
    const second = await refineTheme(once, { kind: 'colors' })
    expect(settingsOf(second.generated?.files ?? {}).colors_primary).not.toBe(
      settingsOf(once.files).colors_primary,
    )
  })

  it('fail clearly on a theme without the settings they change', async () => {
    const bare: Theme = { ...jewelry, files: { 'layout/theme.liquid': '{{ content_for_layout }}' } }
    expect(await refineTheme(bare, { kind: 'hero' })).toEqual({
      success: false,
      error: `${REFINE_ERROR}: this theme has no hero section settings Vitrine can change.`,
      source: 'composer',
    })
  })
})

describe('custom refinements without an OpenAI key', () => {
  it('need text', async () => {
    for (const custom of ['', '   \n']) {
      expect(await refineTheme(jewelry, { custom })).toEqual({
        success: false,
        error: EMPTY_REFINEMENT_ERROR,
        source: 'composer',
      })
    }
    expect(EMPTY_REFINEMENT_ERROR).toBe('Please enter a refinement')
  })

  it('apply named colours to their roles', async () => {
    const result = await refineTheme(jewelry, { custom: 'Navy buttons and a cream background please' })
    const after = settingsOf(result.generated?.files ?? {})
    expect(after).toMatchObject({ colors_primary: '#1f2a44', colors_background: '#f3ead8' })
    expect(result.generated?.explanation).toMatch(
      /^Applied what could be read without an AI model: Colours: primary #1f2a44/,
    )
    expect(result.generated?.explanation).toContain('Anything else in the request was not applied.')
    await expectNoErrors(jewelry, result)
  })

  it('changes only the colour asked for: a new primary keeps the accent, surface and secondary, unless the accent would look like it', async () => {
    const before = settingsOf(jewelry.files)
    const green = await refineTheme(jewelry, { custom: 'Change the primary colour to #1f4d2b' })
    const after = settingsOf(green.generated?.files ?? {})
    expect(after.colors_primary).toBe('#1f4d2b')
    for (const id of [
      'colors_accent',
      'colors_secondary',
      'colors_surface',
      'colors_background',
      'colors_text',
    ])
      expect(after[id], id).toBe(before[id])
    // A primary next to the accent's own colour: the accent is made anew, so the two stay apart.
    const alike = String(before.colors_accent).replace(/.$/, (digit) => (digit === '0' ? '1' : '0'))
    const close = await refineTheme(jewelry, { custom: `Change the primary colour to ${alike}` })
    const accent = settingsOf(close.generated?.files ?? {}).colors_accent
    expect(accent).not.toBe(before.colors_accent)
    expect(accent).not.toBe(alike)
  })

  it('set the colour a role names to that role, whatever colour words come before it', async () => {
    // The words before a hex code are its name; "primary" says where it goes.
    const green = await refineTheme(jewelry, {
      custom: 'Forest green primary #1f4d2b, pill buttons and a sticky header',
    })
    const merged = mergeRefinement(jewelry, green.generated?.files ?? {}, '', 'custom')
    expect(settingsOf(merged.files).colors_primary).toBe('#1f4d2b')
    expect(settingsOf(merged.files).colors_accent).not.toBe('#1f4d2b')
    expect(merged.storeConfig.primaryColor).toBe('#1f4d2b')
    expect(green.generated?.explanation).toContain('Colours: primary #1f4d2b,')
    // Each colour takes the role named next to it, not one named beside another colour.
    const cream = await refineTheme(jewelry, { custom: 'primary #1f4d2b and a cream background' })
    expect(settingsOf(cream.generated?.files ?? {})).toMatchObject({
      colors_primary: '#1f4d2b',
      colors_background: '#f3ead8',
    })
    const pair = await refineTheme(jewelry, { custom: 'background #f3ead8 and text #3b2f2a' })
    expect(settingsOf(pair.generated?.files ?? {})).toMatchObject({
      colors_background: '#f3ead8',
      colors_text: '#3b2f2a',
    })
  })

  it('say which parts of the request were not applied', async () => {
    const result = await refineTheme(jewelry, {
      custom: 'Forest green primary #1f4d2b, pill buttons and a sticky header',
    })
    expect(result.success).toBe(true)
    expect(result.partial?.notApplied).toEqual(['pill buttons and a sticky header'])
    expect(result.partial?.applied).toEqual([expect.stringMatching(/^Colours: primary #1f4d2b, /)])
    expect(result.generated?.explanation).toMatch(/Not applied: pill buttons and a sticky header\.$/)
    // A quoted headline is one part, commas and all; "please" asks for nothing.
    const headline = await refineTheme(jewelry, {
      custom: 'Headline "Gold, silver and stone", rounded corners, please',
    })
    expect(headline.partial).toBeUndefined()
    // Everything read: no part left out.
    const whole = await refineTheme(jewelry, { custom: 'Navy buttons and a cream background please' })
    expect(whole.partial).toBeUndefined()
  })

  it('switch to dark mode', async () => {
    const result = await refineTheme(jewelry, { custom: 'dark mode' })
    const after = settingsOf(result.generated?.files ?? {})
    expect(after.colors_text).toBe('#f3f1ec')
    expect(String(after.colors_background)).toMatch(/^#[01]/)
    await expectNoErrors(jewelry, result)
  })

  it('make headings bigger, corners rounded and the grid four columns wide', async () => {
    const result = await refineTheme(jewelry, { custom: 'Bigger headings, rounded corners and 4 columns' })
    const files = result.generated?.files ?? {}
    expect(settingsOf(files).layout_radius).toBe(12)
    expect(index(files).sections.product_grid?.settings?.columns_desktop).toBe(4)
    // The story's heading, on the about page (the home page tells its story in other sections).
    const about = readThemeJson(files, 'templates/page.about.json') as { sections: Record<string, Section> }
    const story = Object.values(about.sections).find((section) => section.type === 'rich-text')
    expect(Object.values(story?.blocks ?? {}).find((b) => b.type === 'heading')?.settings?.size).toBe('h0')
    expect(result.generated?.explanation).toContain(
      'Bigger headings. Rounded corners. 4 product columns on desktop.',
    )
    await expectNoErrors(jewelry, result)
  })

  it('set a quoted hero headline', async () => {
    const result = await refineTheme(jewelry, { custom: 'Change the headline to "Shine every day"' })
    expect(heroHeading(result.generated?.files ?? {})).toBe('Shine every day')
  })

  it('say honestly when nothing could be understood, and what would work', async () => {
    const result = await refineTheme(jewelry, { custom: 'make it feel more premium' })
    expect(result.success).toBe(false)
    expect(CUSTOM_REFINE_FAILED_TEXT).toBe(`${CUSTOM_REFINE_ERROR}. Please try again.`)
    expect(result.help).toBe(customRulesHelp(jewelry.files))
    expect(result.error).toBe(`${CUSTOM_REFINE_FAILED_TEXT} ${result.help}`)
    expect(result.help).toMatch(/^Without an AI model, Vitrine understands colours \(“navy buttons”, /)
    expect(result.generated).toBeUndefined()
  })

  it('say so when the theme already looks as asked, and list what would change it', async () => {
    const once = await refineTheme(jewelry, { custom: 'rounded corners' })
    expect(once.success).toBe(true)
    const rounded = mergeRefinement(jewelry, once.generated?.files ?? {}, '', 'custom')
    const again = await refineTheme(rounded, { custom: 'rounded corners' })
    expect(again).toMatchObject({ success: false, source: 'composer' })
    expect(again.help).toMatch(/^The theme already looks like that, so nothing changed\. Without an AI model/)
    // The list is this theme's: square corners would change it, rounded ones no longer would.
    expect(again.help).toContain('corners (“square corners”)')
    expect(again.help).not.toContain('“rounded corners”')
  })
})

describe('the help for a custom refinement', () => {
  const themes = [
    jewelry,
    starterTheme(),
    composeTheme({ prompt: 'A dark moody streetwear store', pageType: 'homepage' }),
  ]

  it('is derived from the readers: every example it may quote is understood and changes a composed theme', () => {
    for (const reader of CUSTOM_READERS) {
      for (const example of reader.examples) {
        const works = themes.some((theme) => {
          const rule = customRule(example, theme.files)
          return rule.understood && rule.summary.length > 0
        })
        expect(works, `${reader.topic}: "${example}"`).toBe(true)
      }
    }
  })

  it('quotes only requests that would change this theme, each as customRule reads it', () => {
    for (const theme of themes) {
      const offered = understoodRequests(theme.files)
      expect(offered.length).toBeGreaterThan(3)
      for (const { examples } of offered) {
        for (const example of examples) {
          const rule = customRule(example, theme.files)
          expect(rule.summary.length, example).toBeGreaterThan(0)
        }
      }
      const help = customRulesHelp(theme.files)
      for (const { topic, examples } of offered) expect(help).toContain(`${topic} (“${examples[0]}”`)
    }
  })

  it('with OpenAI, is a hint on phrasing when the model found nothing to change', async () => {
    fake.script(
      fakeAnswer.json({ themeSettings: [], sections: [], customSections: [], explanation: 'Nothing.' }),
    )
    const result = await refineTheme(jewelry, { custom: 'make it feel more premium' }, { openai: openai() })
    expect(result).toMatchObject({ success: false, help: AI_PHRASING_HINT })
    expect(result.error).toBe(`${CUSTOM_REFINE_FAILED_TEXT} ${AI_PHRASING_HINT}`)
    expect(customRefinementHelp(jewelry.files, { openai: true })).toBe(AI_PHRASING_HINT)
  })

  it('while OpenAI is not available, lists what the rules would change', async () => {
    fake.script(fakeAnswer.status(500))
    const result = await refineTheme(jewelry, { custom: 'make it feel more premium' }, { openai: openai() })
    expect(result.help).toBe(`The AI designer is not available right now. ${customRulesHelp(jewelry.files)}`)
  })
})

describe('mergeRefinement', () => {
  it('merges the changed files over the theme and appends the explanation with the SPEC prefixes', async () => {
    const quick = await refineTheme(jewelry, { kind: 'typography' })
    const merged = mergeRefinement(
      jewelry,
      quick.generated?.files ?? {},
      quick.generated?.explanation ?? '',
      'quick',
    )
    expect(Object.keys(merged.files).sort()).toEqual(Object.keys(jewelry.files).sort())
    expect(merged.files['config/settings_data.json']).toBe(
      quick.generated?.files['config/settings_data.json'],
    )
    expect(merged.files['templates/index.json']).toBe(jewelry.files['templates/index.json'])
    expect(merged.explanation).toBe(`${jewelry.explanation}\n\nRefinement: ${quick.generated?.explanation}`)

    const custom = await refineTheme(merged, { custom: 'rounded corners' })
    expect(custom.success).toBe(true)
    const twice = mergeRefinement(
      merged,
      custom.generated?.files ?? {},
      custom.generated?.explanation ?? '',
      'custom',
    )
    expect(twice.explanation).toBe(
      `${merged.explanation}\n\nCustom refinement: ${custom.generated?.explanation}`,
    )
  })
})

describe('refinements with OpenAI', () => {
  it('send the store name, categories and the current layout, and apply the changes the model returns', async () => {
    // A store whose home page opens on a banner named "hero".
    const shoes = composeTheme({
      prompt: 'A jewelry boutique called Solene, family-run since 1990',
      pageType: 'homepage',
    })
    expect(index(shoes.files).sections.hero?.type).toBe('image-banner')
    fake.script(
      fakeAnswer.json({
        themeSettings: [],
        sections: [
          {
            template: 'index',
            section: 'hero',
            settings: [{ id: 'alignment', value: 'left' }],
            blocks: [{ block: 'heading_1', settings: [{ id: 'heading', value: 'Gold that stays' }] }],
          },
        ],
        customSections: [],
        explanation: 'A bolder hero headline, left aligned.',
      }),
    )
    const result = await refineTheme(shoes, { kind: 'hero' }, { openai: openai() })
    expect(result).toMatchObject({ success: true, source: 'openai' })
    expect(Object.keys(result.generated?.files ?? {})).toEqual(['templates/index.json'])
    expect(heroHeading(result.generated?.files ?? {})).toBe('Gold that stays')
    expect(index(result.generated?.files ?? {}).sections.hero?.settings?.alignment).toBe('left')
    expect(result.generated?.explanation).toBe('A bolder hero headline, left aligned.')

    const body = fake.requests[0]?.body
    const [system, user] = body?.messages ?? []
    expect(user?.content).toBe(quickRefinementPrompt('hero', shoes.storeConfig))
    expect(user?.content).toContain(
      `Store: ${shoes.storeConfig.name}\nCategories: ${shoes.storeConfig.categories.join(', ')}`,
    )
    expect(system?.content).toContain('hero = image-banner')
    expect(system?.content).toContain('block heading_1 = heading')
    expect(body?.response_format?.json_schema?.name).toBe('theme_refinement')
    await expectNoErrors(shoes, result)
  })

  it('apply what fits the schema and say what did not', async () => {
    fake.script(
      fakeAnswer.json({
        themeSettings: [
          { id: 'colors_primary', value: '#8A2BE2' },
          { id: 'colors_accent', value: 'blurple' },
          { id: 'no_such_setting', value: 1 },
        ],
        sections: [
          { template: 'index', section: 'nope', settings: [{ id: 'heading', value: 'x' }], blocks: [] },
        ],
        customSections: [],
        explanation: 'Purple it is.',
      }),
    )
    const result = await refineTheme(jewelry, { custom: 'purple please' }, { openai: openai() })
    expect(result.source).toBe('openai')
    expect(settingsOf(result.generated?.files ?? {}).colors_primary).toBe('#8a2be2')
    expect(settingsOf(result.generated?.files ?? {}).colors_accent).toBe(
      settingsOf(jewelry.files).colors_accent,
    )
    expect(result.generated?.explanation).toContain('Purple it is. Not applied: ')
    expect(result.generated?.explanation).toContain('theme settings: Accent cannot be "blurple"')
    expect(result.generated?.explanation).toContain('index: no section "nope"')
    // Changed, but not all of it: the result says both.
    expect(result.partial?.applied).toEqual([expect.stringContaining('#8a2be2')])
    expect(result.partial?.notApplied).toEqual(
      expect.arrayContaining([expect.stringContaining('no section "nope"')]),
    )
  })

  it('add a custom section after the one named, and drop one that fails Theme Check', async () => {
    fake.script(
      fakeAnswer.json({
        themeSettings: [],
        sections: [],
        customSections: [
          { name: 'care-guide', liquid: GOOD_CUSTOM_SECTION, template: 'index', after: 'product_grid' },
          { name: 'promo', liquid: THEME_CHECK_FAILING_SECTION, template: 'index', after: '' },
        ],
        explanation: 'Added a care guide under the products.',
      }),
    )
    const result = await refineTheme(
      jewelry,
      { custom: 'add jewelry care tips under the products' },
      { openai: openai() },
    )
    expect(result.source).toBe('openai')
    const files = result.generated?.files ?? {}
    expect(Object.keys(files).sort()).toEqual(['sections/ai-care-guide.liquid', 'templates/index.json'])
    const order = index(files).order
    expect(order.slice(order.indexOf('product_grid'), order.indexOf('product_grid') + 2)).toEqual([
      'product_grid',
      'ai_care_guide',
    ])
    expect(result.generated?.explanation).toContain(
      `Custom section "promo" was dropped: Theme Check: Unknown filter`,
    )
    await expectNoErrors(jewelry, result)
  })

  it('fall back to the rules when OpenAI fails, saying why', async () => {
    fake.script(fakeAnswer.status(500))
    const result = await refineTheme(jewelry, { kind: 'typography' }, { openai: openai({ maxRetries: 1 }) })
    expect(fake.requests).toHaveLength(2)
    expect(result).toMatchObject({
      success: true,
      source: 'composer',
      aiFailure: 'OpenAI answered with HTTP 500',
    })
    expect(result.generated?.explanation).toMatch(
      /^The AI designer was not available \(OpenAI answered with HTTP 500\); Vitrine's own rules applied this\. New font pairing/,
    )
  })

  it('fall back on a timeout within the time budget', async () => {
    fake.script(fakeAnswer.hang())
    const result = await refineTheme(
      jewelry,
      { custom: 'dark mode' },
      { openai: openai({ timeoutMs: 400, maxRetries: 10 }) },
    )
    // The budget is the call's: the hanging attempt spends it and no retry follows.
    expect(fake.requests).toHaveLength(1)
    expect(result).toMatchObject({
      success: true,
      source: 'composer',
      aiFailure: 'the OpenAI request timed out',
    })
  })

  it('fall back on an answer that changes nothing', async () => {
    fake.script(
      fakeAnswer.json({ themeSettings: [], sections: [], customSections: [], explanation: 'All good.' }),
    )
    const result = await refineTheme(jewelry, { kind: 'images' }, { openai: openai() })
    expect(result).toMatchObject({
      success: true,
      source: 'composer',
      aiFailure: 'the model suggested no applicable change',
    })
  })

  it('return the SPEC errors when fallback is off', async () => {
    fake.script(fakeAnswer.text('{oops'))
    expect(await refineTheme(jewelry, { kind: 'hero' }, { openai: openai(), fallback: false })).toEqual({
      success: false,
      error: 'Failed to refine the component',
      source: 'openai',
      aiFailure: 'the model answer was not valid JSON',
    })
    expect(
      await refineTheme(jewelry, { custom: 'dark mode' }, { openai: openai(), fallback: false }),
    ).toEqual({
      success: false,
      error: 'Failed to apply custom refinements',
      source: 'openai',
      aiFailure: 'the model answer was not valid JSON',
    })
  })

  it("reach a static section's settings and a block nested in another, as visual edits do", async () => {
    // A static section ({% section 'promo-note' %}) with no entry in settings_data yet, and a
    // section whose theme block holds another.
    const quote =
      '<q>{{ block.settings.quote }}</q>{% content_for "blocks" %}\n{% schema %}{"name":"Quote","settings":' +
      '[{"type":"text","id":"quote","label":"Quote","default":"Well made"}],"blocks":[{"type":"@theme"}]}{% endschema %}'
    const files: ThemeFiles = {
      ...jewelry.files,
      'sections/promo-note.liquid':
        '<p>{{ section.settings.note }}</p>\n{% schema %}{"name":"Promo note","settings":' +
        '[{"type":"text","id":"note","label":"Note","default":"Hello"}]}{% endschema %}',
      'sections/quotes.liquid':
        '<div>{% content_for "blocks" %}</div>\n{% schema %}{"name":"Quotes","settings":[],"blocks":' +
        '[{"type":"@theme"}],"presets":[{"name":"Quotes"}]}{% endschema %}',
      'blocks/quote.liquid': quote,
    }
    const home = index(files)
    home.sections.quotes = {
      type: 'quotes',
      blocks: { outer: { type: 'quote', settings: {}, blocks: { inner: { type: 'quote', settings: {} } } } },
    } as Section
    home.order.push('quotes')
    files['templates/index.json'] = JSON.stringify(home)
    const theme: Theme = { ...jewelry, files }
    fake.script(
      fakeAnswer.json({
        themeSettings: [],
        sections: [
          {
            template: 'index',
            section: 'promo-note',
            settings: [{ id: 'note', value: 'Free engraving' }],
            blocks: [],
          },
          {
            template: 'index',
            section: 'quotes',
            settings: [],
            blocks: [{ block: 'inner', settings: [{ id: 'quote', value: 'Gold that stays' }] }],
          },
        ],
        customSections: [],
        explanation: 'A note and a quote.',
      }),
    )
    const result = await refineTheme(
      theme,
      { custom: 'a note about engraving and a quote' },
      { openai: openai() },
    )
    expect(result).toMatchObject({ success: true, source: 'openai' })
    // Before the one writer, the AI's changes were looked for in the template's top level only:
    // 'index: no section "promo-note"' and 'index › Quotes: no block "inner"'.
    expect(result.partial).toBeUndefined()
    const changed = result.generated?.files ?? {}
    const live = readThemeJson(changed, 'config/settings_data.json') as {
      current: { sections?: Record<string, Section> }
    }
    expect(live.current.sections?.['promo-note']?.settings).toEqual({ note: 'Free engraving' })
    const quotes = index(changed).sections.quotes as Section & { blocks: Record<string, Section> }
    expect(quotes.blocks.outer?.blocks?.inner?.settings).toEqual({ quote: 'Gold that stays' })
  })

  it('keep the colours the merchant set on a section or a text when the model proposes a palette', async () => {
    const starter = starterTheme()
    const edited = applyVisualEdit(
      applyVisualEdit(starter, {
        template: 'index',
        sectionId: 'hero',
        blockId: 'heading_1',
        settingId: 'color_heading',
        value: '#aa2200',
      }),
      { template: 'index', sectionId: 'hero', settingId: 'background_color', value: '#fdf6e3' },
    )
    fake.script(
      fakeAnswer.json({
        themeSettings: [{ id: 'colors_primary', value: '#224466' }],
        sections: [
          {
            template: 'index',
            section: 'hero',
            settings: [{ id: 'background_color', value: '#101010' }],
            blocks: [{ block: 'heading_1', settings: [{ id: 'color_heading', value: '#ffffff' }] }],
          },
        ],
        customSections: [],
        explanation: 'A deeper palette.',
      }),
    )
    const result = await refineTheme(edited, { kind: 'colors' }, { openai: openai() })
    expect(result).toMatchObject({ success: true, source: 'openai' })
    const files = result.generated?.files ?? {}
    expect(settingsOf(files).colors_primary).toBe('#224466')
    // Both colours the model would have overwritten stay as the merchant set them.
    expect(files['templates/index.json']).toBeUndefined()
    expect(result.generated?.explanation).toContain(
      'Kept the colours you set yourself: Background color in Image banner, Heading color in Image banner.',
    )
  })

  it('never put the API key in files or explanations', async () => {
    fake.script(
      fakeAnswer.json({
        themeSettings: [{ id: 'store_tagline', value: `tagline ${KEY}` }],
        sections: [],
        customSections: [],
        explanation: `Used ${KEY}`,
      }),
    )
    const result = await refineTheme(jewelry, { custom: 'new tagline' }, { openai: openai() })
    expect(result.source).toBe('openai')
    expect(JSON.stringify(result).includes(KEY)).toBe(false)
    expect(settingsOf(result.generated?.files ?? {}).store_tagline).toBe('tagline [redacted]')

    fake.script(fakeAnswer.status(401, `Incorrect API key provided: ${KEY}`))
    const rejected = await refineTheme(jewelry, { kind: 'colors' }, { openai: openai() })
    expect(rejected.aiFailure).toBe('OpenAI rejected the API key (HTTP 401)')
    expect(JSON.stringify(rejected).includes(KEY)).toBe(false)
  })
})
