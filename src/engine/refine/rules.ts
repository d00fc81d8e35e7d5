// Refinements without a model: each quick refinement, and the custom requests that can be read
// without one ("dark mode", "navy buttons", "bigger headings", ...), become setting changes found
// by reading the theme's own schemas. Works on composed themes and, as far as their settings
// allow, on any theme. Deterministic: the same theme and request give the same change.
import { FONT_IDS, fontFamily, fontHandle, fontIdOfHandle } from '../model/fonts'
import { adjust, contrast, isDark, readableOn } from '../catalog/palette'
import { COLOR_WORDS } from '../compose/palette'
import { hash } from '../model/text'
import { FONT_PAIRINGS, honoursHints } from '../compose/typography'
import { readWishes } from '../compose/understand/wishes'
import { currentThemeSettings, type StoreConfig, type ThemeFiles } from '../model/theme'
import { jsonTemplates, templateName } from '../model/templates'
import { applyChanges, type ChangeSet, type SectionChange, type SettingChange } from '../edit'
import { refinementStoreContext, type QuickRefinement } from './quick'
import {
  readSectionSchema,
  themeSettingDefs,
  toHexColor,
  type SectionSchema,
  type SettingDef,
} from '../model/schema'
import { humanizeId, schemaLabels } from '../model/labels'
import {
  expandPalette,
  paletteReference,
  READABLE,
  readableBehind,
  readableColor,
  recolorPalette,
  recolorSchemes,
  schemePairs,
  settingColorRole,
  type ColorRole,
  type PaletteCore,
} from './theme-colors'

export interface RuleResult {
  changes: ChangeSet
  /** one sentence per thing changed, for the explanation */
  summary: string[]
}

interface SettingSite {
  template: string
  sectionId: string
  sectionType: string
  /** the section's name as the merchant reads it (its schema's name, translated) */
  sectionName: string
  blockId?: string
  blockType?: string
  def: SettingDef
  /** the setting's label as the merchant reads it */
  label: string
  value: unknown
}

/** Every section and block setting of the theme's JSON templates and section groups. */
function settingSites(files: ThemeFiles): SettingSite[] {
  const sites: SettingSite[] = []
  const schemas = new Map<string, SectionSchema | undefined>()
  const label = schemaLabels(files)
  for (const [path, json] of jsonTemplates(files)) {
    const template = templateName(path)
    for (const sectionId of json.order) {
      const section = json.sections[sectionId]
      if (!section) continue
      if (!schemas.has(section.type)) {
        const source = files[`sections/${section.type}.liquid`]
        schemas.set(section.type, source === undefined ? undefined : readSectionSchema(source))
      }
      const schema = schemas.get(section.type)
      if (!schema) continue
      const sectionName = label(schema.name, humanizeId(section.type))
      for (const def of schema.settings)
        sites.push({
          template,
          sectionId,
          sectionType: section.type,
          sectionName,
          def,
          label: label(def.label, humanizeId(def.id)),
          value: section.settings?.[def.id] ?? def.default,
        })
      for (const blockId of section.block_order ?? Object.keys(section.blocks ?? {})) {
        const block = section.blocks?.[blockId]
        const blockDef = block ? schema.blocks.find((b) => b.type === block.type) : undefined
        if (!block || !blockDef) continue
        for (const def of blockDef.settings)
          sites.push({
            template,
            sectionId,
            sectionType: section.type,
            sectionName,
            blockId,
            blockType: block.type,
            def,
            label: label(def.label, humanizeId(def.id)),
            value: block.settings?.[def.id] ?? def.default,
          })
      }
    }
  }
  return sites
}

/** Collects section changes, one entry per section, blocks grouped. */
class Changes {
  themeSettings: SettingChange[] = []
  private sections = new Map<string, SectionChange>()

  theme(id: string, value: unknown): void {
    this.themeSettings = this.themeSettings.filter((s) => s.id !== id)
    this.themeSettings.push({ id, value })
  }

  site(site: SettingSite, value: unknown): void {
    const key = `${site.template}\u0000${site.sectionId}`
    let change = this.sections.get(key)
    if (!change) {
      change = { template: site.template, section: site.sectionId, settings: [], blocks: [] }
      this.sections.set(key, change)
    }
    if (site.blockId) {
      let block = change.blocks.find((b) => b.block === site.blockId)
      if (!block) {
        block = { block: site.blockId, settings: [] }
        change.blocks.push(block)
      }
      block.settings.push({ id: site.def.id, value })
    } else change.settings.push({ id: site.def.id, value })
  }

  get size(): number {
    return this.themeSettings.length + this.sections.size
  }

  toChangeSet(): ChangeSet {
    return { themeSettings: this.themeSettings, sections: [...this.sections.values()] }
  }
}

function nextOption(
  def: SettingDef,
  current: unknown,
  skip: (value: string) => boolean = () => false,
): string | undefined {
  const options = (def.options ?? []).map((o) => o.value).filter((v) => !skip(v))
  if (options.length < 2 && options[0] === current) return undefined
  const at = options.indexOf(String(current))
  return options[(at + 1) % options.length]
}

// ---- colours ----

const PALETTES: { name: string; colors: PaletteCore }[] = [
  {
    name: 'Ocean',
    colors: { primary: '#1f4e79', accent: '#f2a541', background: '#ffffff', text: '#14213d' },
  },
  {
    name: 'Forest',
    colors: { primary: '#2f5d3a', accent: '#d9a441', background: '#f7f5ef', text: '#1e2a1f' },
  },
  {
    name: 'Berry',
    colors: { primary: '#7a1f5c', accent: '#f4a6c1', background: '#fff8fa', text: '#2a1022' },
  },
  {
    name: 'Terracotta',
    colors: { primary: '#b4532a', accent: '#2f4858', background: '#fbf6f1', text: '#2b211c' },
  },
  {
    name: 'Indigo',
    colors: { primary: '#3f3fb0', accent: '#00b39a', background: '#ffffff', text: '#161630' },
  },
  { name: 'Sand', colors: { primary: '#7a5c3e', accent: '#a3b18a', background: '#faf7f2', text: '#2e2a25' } },
  {
    name: 'Coral',
    colors: { primary: '#c8463a', accent: '#264653', background: '#fffaf5', text: '#1d2b33' },
  },
  {
    name: 'Monochrome',
    colors: { primary: '#111111', accent: '#c9a96e', background: '#ffffff', text: '#111111' },
  },
]

interface ColorSetting {
  site?: SettingSite
  themeId?: string
  role: ColorRole
  value: unknown
}

function colorSettings(files: ThemeFiles): ColorSetting[] {
  const current = currentThemeSettings(files)
  const out: ColorSetting[] = themeSettingDefs(files)
    .filter((d) => d.type === 'color')
    .map((d) => ({ themeId: d.id, role: settingColorRole(d.id), value: current[d.id] ?? d.default }))
  // An empty section colour follows the theme's colours; a new palette must not pin it.
  for (const site of settingSites(files)) {
    if (site.def.type === 'color' && toHexColor(site.value) !== undefined)
      out.push({ site, role: settingColorRole(site.def.id), value: site.value })
  }
  return out
}

function currentPalette(settings: ColorSetting[]): Partial<PaletteCore> {
  const pick = (role: ColorRole) =>
    toHexColor(settings.find((s) => s.themeId !== undefined && s.role === role)?.value) ??
    toHexColor(settings.find((s) => s.role === role)?.value)
  return {
    primary: pick('primary'),
    accent: pick('accent'),
    background: pick('background'),
    text: pick('text'),
  }
}

/**
 * The colours a new palette sets, and those it keeps: a colour set on a section, a block or one
 * text (the Edit tab's) is the merchant's own choice over the theme's colours, so a palette that
 * lives in the theme settings leaves it as it is. A theme without theme colour settings has only
 * its sections' colours to change.
 */
function paletteTargets(settings: ColorSetting[]): { palette: ColorSetting[]; kept: ColorSetting[] } {
  const theme = settings.filter((s) => s.themeId !== undefined)
  if (theme.length === 0) return { palette: settings, kept: [] }
  return { palette: theme, kept: settings.filter((s) => s.themeId === undefined) }
}

function siteLabel(site: SettingSite): string {
  return `${site.label} in ${site.sectionName}`
}

/** The summary line for the colours a palette kept, if any. */
function describeKept(sites: SettingSite[]): string[] {
  if (sites.length === 0) return []
  const names = [...new Set(sites.map(siteLabel))]
  const shown = names.slice(0, 4).join(', ')
  const more = names.length > 4 ? ` and ${names.length - 4} more` : ''
  return [`Kept the colours you set yourself: ${shown}${more}.`]
}

/**
 * A model's palette changes without those to colours the merchant set on a section, a block or
 * one text (as the rules' palette keeps them); `kept` names what was left as it is.
 */
export function keepOwnColors(files: ThemeFiles, changes: ChangeSet): { changes: ChangeSet; kept: string[] } {
  const { kept } = paletteTargets(colorSettings(files))
  const own = kept.flatMap((s) => (s.site ? [s.site] : []))
  const isOwn = (template: string, section: string, block: string | undefined, id: string) =>
    own.find(
      (site) =>
        site.template === template &&
        site.sectionId === section &&
        site.blockId === block &&
        site.def.id === id,
    )
  const hit: SettingSite[] = []
  const keep = (template: string, section: string, block: string | undefined) => (s: SettingChange) => {
    const site = isOwn(template, section, block, s.id)
    if (site) hit.push(site)
    return !site
  }
  return {
    changes: {
      themeSettings: changes.themeSettings,
      sections: changes.sections.map((change) => ({
        ...change,
        settings: change.settings.filter(keep(change.template, change.section, undefined)),
        blocks: change.blocks.map((b) => ({
          ...b,
          settings: b.settings.filter(keep(change.template, change.section, b.block)),
        })),
      })),
    },
    kept: describeKept(hit),
  }
}

function applyPalette(
  changes: Changes,
  settings: ColorSetting[],
  colors: Record<ColorRole, string>,
  roles: (role: ColorRole) => boolean = () => true,
): void {
  for (const setting of settings) {
    if (!roles(setting.role)) continue
    const value = colors[setting.role]
    if (toHexColor(setting.value) === value) continue
    if (setting.themeId) changes.theme(setting.themeId, value)
    else if (setting.site) changes.site(setting.site, value)
  }
}

function describePalette(colors: Record<ColorRole, string>): string {
  return `primary ${colors.primary}, accent ${colors.accent}, background ${colors.background}, text ${colors.text}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

interface CompoundColors {
  def: SettingDef
  value: Record<string, unknown>
}

/** The theme's colour scheme groups and colour palettes (by setting type), with their live values. */
function compoundColors(files: ThemeFiles): { groups: CompoundColors[]; palettes: CompoundColors[] } {
  const current = currentThemeSettings(files)
  const read = (type: string) =>
    themeSettingDefs(files)
      .filter((def) => def.type === type)
      .flatMap((def) => {
        const value = current[def.id] ?? def.default
        return isRecord(value) && Object.keys(value).length > 0 ? [{ def, value }] : []
      })
  return { groups: read('color_scheme_group'), palettes: read('color_palette') }
}

/** The palette a theme shows now: its main scheme, its palette or its colour settings. */
function nowPalette(
  settings: ColorSetting[],
  groups: CompoundColors[],
  palettes: CompoundColors[],
): Partial<PaletteCore> {
  const now = currentPalette(settings)
  const palette = palettes[0]?.value
  if (palette) {
    const entries = Object.entries(palette).flatMap(([name, v]) => {
      const hex = toHexColor(v)
      return hex ? [[name.toLowerCase(), hex] as const] : []
    })
    const named = (pattern: RegExp) => entries.find(([name]) => pattern.test(name))?.[1]
    now.background = named(/background/) ?? now.background
    now.text = named(/foreground|text/) ?? now.text
    now.primary = entries.find(([name]) => !/background|foreground|text/.test(name))?.[1] ?? now.text
  }
  const schemes = groups[0] ? Object.values(groups[0].value) : []
  const first = schemes.map((s) => (isRecord(s) && isRecord(s.settings) ? s.settings : {}))
  const main = first.find((s) => toHexColor(s.background) && !isDark(toHexColor(s.background)!)) ?? first[0]
  if (main) {
    const pick = (role: 'background' | 'text' | 'primary') =>
      Object.entries(main).find(([id, v]) => settingColorRole(id) === role && toHexColor(v))?.[1]
    now.background = toHexColor(pick('background')) ?? now.background
    now.text = toHexColor(pick('text')) ?? now.text
    now.primary = toHexColor(main.button ?? pick('primary')) ?? now.primary
  }
  return now
}

/** Two colours closer than this (distance) are hard to tell apart as primary and accent. */
const ALIKE_COLORS = 60

/** How far apart two colours are (0 to 441), undefined counting as far. */
function distance(a: string | undefined, b: string | undefined): number {
  if (!a || !b) return 441
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const [x, y] = [rgb(a), rgb(b)]
  return Math.hypot(...x.map((v, i) => v - (y[i] ?? 0)))
}

/** Plain colour settings whose text must read on another: badge_sale_text_color on badge_sale_background_color. */
function contrastPartner(fg: ColorSetting, theme: ColorSetting[]): ColorSetting | undefined {
  const id = fg.themeId ?? ''
  const twins = ['background', 'bg', ''].map((word) =>
    id.replace(/(^|_)(text|label|foreground)(_|$)/, (_m, a: string, _t, b: string) =>
      word ? `${a}${word}${b}` : a || b,
    ),
  )
  const twin = theme.find((s) => s.themeId !== id && twins.includes(s.themeId ?? ''))
  if (twin) return twin
  const wanted = fg.role === 'onPrimary' ? 'primary' : fg.role === 'onAccent' ? 'accent' : 'background'
  return theme.find((s) => s.role === wanted)
}

/**
 * Every changed text colour of the theme settings reads on its background (WCAG AA); a text that
 * follows the palette by reference keeps following it, its background moves instead.
 */
function keepReadable(
  changes: Changes,
  theme: ColorSetting[],
  resolve: (value: unknown) => string | undefined,
): void {
  const changed = (s: ColorSetting) => changes.themeSettings.find((c) => c.id === s.themeId)
  const valueOf = (s: ColorSetting) => resolve(changed(s)?.value ?? s.value)
  for (const fg of theme) {
    if (fg.role !== 'text' && fg.role !== 'onPrimary' && fg.role !== 'onAccent') continue
    const bg = contrastPartner(fg, theme)
    if (!bg || !fg.themeId || !bg.themeId || (!changed(fg) && !changed(bg))) continue
    const [text, background] = [valueOf(fg), valueOf(bg)]
    if (!text || !background || contrast(text, background) >= READABLE) continue
    if (paletteReference(fg.value) === undefined || changed(fg))
      changes.theme(fg.themeId, readableColor(text, background))
    else changes.theme(bg.themeId, readableBehind(background, text))
  }
}

function describeSchemes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  def: SettingDef,
): string {
  const pairs = schemePairs(def, after).filter(([label]) => / /.test(label))
  const byScheme = new Map<string, [string, string]>()
  for (const [label, fg, bg] of pairs) {
    const name = label.split(' ')[0]!
    if (!byScheme.has(name)) byScheme.set(name, [fg, bg])
  }
  const changedNames = [...byScheme.keys()].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  )
  // As the theme editor names a scheme: its own name, else "Scheme 2" by its place.
  const order = Object.keys(after)
  const title = (name: string) => {
    const own = isRecord(after[name]) ? after[name].name : undefined
    return typeof own === 'string' && own.trim() !== '' ? own : `Scheme ${order.indexOf(name) + 1}`
  }
  const shown = changedNames.slice(0, 6).map((name) => {
    const [fg, bg] = byScheme.get(name)!
    return `${title(name)} ${fg} on ${bg}`
  })
  const more = changedNames.length > 6 ? ` and ${changedNames.length - 6} more` : ''
  return `Colour schemes follow it: ${shown.join(', ')}${more}.`
}

function colorsRule(files: ThemeFiles): RuleResult {
  const { groups, palettes } = compoundColors(files)
  const paletteIds = new Set(palettes.map((p) => p.def.id))
  const compound = groups.length + palettes.length > 0
  // Colours that follow the palette by reference change with it; a theme with schemes or a
  // palette leaves its blank colours blank (Horizon computes them).
  const settings = colorSettings(files).filter(
    (s) =>
      !(s.themeId && paletteIds.has(paletteReference(s.value)?.palette ?? '')) &&
      !(compound && s.themeId && toHexColor(s.value) === undefined),
  )
  const changes = new Changes()
  if (settings.length === 0 && !compound) return { changes: changes.toChangeSet(), summary: [] }
  const now = nowPalette(settings, groups, palettes)
  const dark = now.background ? isDark(now.background) : false
  const start = hash(`${now.primary ?? ''}${now.accent ?? ''}`) % PALETTES.length
  let chosen = PALETTES[start] ?? PALETTES[0]!
  for (let i = 0; i < PALETTES.length; i++) {
    const candidate = PALETTES[(start + i) % PALETTES.length]!
    const colors = expandPalette(candidate.colors, dark)
    const far =
      distance(colors.primary, now.primary) +
      distance(colors.text, now.text) +
      distance(colors.background, now.background)
    if (colors.primary !== now.primary && colors.accent !== now.accent && far > 90) {
      chosen = candidate
      break
    }
  }
  const colors = expandPalette(chosen.colors, dark)
  const summary = [
    `New colour palette "${chosen.name}"${dark ? ' (kept dark)' : ''}: ${describePalette(colors)}.`,
  ]

  for (const group of groups) {
    const next = recolorSchemes(group.def, group.value, chosen.colors)
    if (!next) continue
    changes.theme(group.def.id, next)
    summary.push(describeSchemes(group.value, next, group.def))
  }
  const newPalettes = new Map<string, { before: Record<string, unknown>; after: Record<string, string> }>()
  const all = colorSettings(files).filter((s) => s.themeId !== undefined)
  for (const palette of palettes) {
    const { colors: next, primary } = recolorPalette(palette.value, chosen.colors, dark)
    newPalettes.set(palette.def.id, { before: palette.value, after: next })
    changes.theme(palette.def.id, { ...palette.value, ...next })
    const listed = Object.entries(next)
      .map(([name, hex]) => `${name} ${hex}`)
      .join(', ')
    summary.push(`The theme's colour palette: ${listed}; the colours that follow it change with it.`)
    // Buttons drawn in the foreground take the primary, still by reference to the palette.
    const buttons = all.filter((s) => {
      const ref = paletteReference(s.value)
      return s.role === 'primary' && ref?.palette === palette.def.id && /foreground|text/.test(ref.name)
    })
    if (primary && buttons.length > 0) {
      for (const s of buttons) changes.theme(s.themeId!, `{{ settings.${palette.def.id}.${primary} }}`)
      summary.push(`Primary buttons follow ${primary}.`)
    }
  }
  const resolve = (value: unknown): string | undefined => {
    const ref = paletteReference(value)
    if (!ref) return toHexColor(value)
    const palette = newPalettes.get(ref.palette)
    return toHexColor(palette?.after[ref.name] ?? palette?.before[ref.name])
  }
  const { palette, kept } = paletteTargets(settings)
  const own = palette.filter((s) => {
    // A literal that is one of the palette's colours becomes that colour's new value.
    for (const { before, after } of newPalettes.values()) {
      const name = Object.keys(after).find((n) => toHexColor(before[n]) === toHexColor(s.value))
      if (name && s.themeId) {
        if (after[name] !== toHexColor(s.value)) changes.theme(s.themeId, after[name])
        return false
      }
    }
    return true
  })
  applyPalette(changes, own, colors)
  keepReadable(changes, all, resolve)
  return {
    changes: changes.toChangeSet(),
    summary: [...summary, ...describeKept(kept.flatMap((s) => (s.site ? [s.site] : [])))],
  }
}

// ---- typography ----

const PAIRINGS: [string, string][] = [
  ['classic_serif', 'modern_sans'],
  ['geometric', 'humanist'],
  ['didone', 'humanist'],
  ['slab', 'old_style'],
  ['modern_sans', 'modern_sans'],
  ['old_style', 'modern_sans'],
  ['condensed', 'modern_sans'],
  ['rounded', 'rounded'],
]

const SERIF = new Set(['classic_serif', 'didone', 'old_style', 'slab'])

type FontRole = 'heading' | 'body' | 'subheading' | 'accent'

/**
 * What a font setting sets, from its id and label: a font_picker is a font whatever its id says
 * (Horizon's "t:options.subheading"), other settings only when the id says "font".
 */
function fontRole(def: Pick<SettingDef, 'id' | 'type' | 'label'>): FontRole | undefined {
  const name = `${def.id} ${def.type === 'font_picker' ? (def.label ?? '') : ''}`.toLowerCase()
  if (def.type !== 'font_picker' && !/font/.test(def.id.toLowerCase())) return undefined
  if (/sub_?head|subtitle/.test(name)) return 'subheading'
  if (/head|title|display/.test(name)) return 'heading'
  if (/body|base|text|paragraph/.test(name)) return 'body'
  if (/accent/.test(name)) return 'accent'
  return undefined
}

function fontLabel(value: string): string {
  const id = fontIdOfHandle(value)
  return id ? fontFamily(id) : value.replace(/_[nio]\d$/, '').replace(/_/g, ' ')
}

/** The weight of a font_picker handle (`lora_n7` -> 700), 400 when it names none. */
function handleWeight(handle: string): number {
  const digit = /_[ni](\d)$/.exec(handle)?.[1]
  return digit ? Number(digit) * 100 : 400
}

/** The handle of the setting now: stored, or its default. */
function fontNow(current: Record<string, unknown>, def: SettingDef): string {
  return String(current[def.id] ?? def.default ?? '')
}

/**
 * A new pairing from the font library (whose faces the preview shows) on a theme's font_picker
 * settings, each at the weight it has now. Subheading and accent fonts follow the family they
 * shared with the headings or the body; otherwise subheadings take the body's, accents the
 * headings'.
 */
function pickerPairing(
  fonts: { def: SettingDef; role: FontRole }[],
  current: Record<string, unknown>,
  changes: Changes,
): string[] {
  const heading = fonts.find((f) => f.role === 'heading')!
  const body = fonts.find((f) => f.role === 'body')
  const now = fontNow(current, heading.def)
  const nowBody = body ? fontNow(current, body.def) : ''
  const family = (handle: string) => handle.replace(/_[nio]\d$/, '')
  const at = FONT_PAIRINGS.findIndex(
    (p) => p.heading === family(now) && (!body || p.body === family(nowBody)),
  )
  const start = at >= 0 ? at + 1 : hash(now) % FONT_PAIRINGS.length
  const pair = FONT_PAIRINGS.map((_, i) => FONT_PAIRINGS[(start + i) % FONT_PAIRINGS.length]!).find(
    (p) => p.heading !== family(now),
  )
  if (!pair) return []
  changes.theme(heading.def.id, fontHandle(pair.heading, handleWeight(now)))
  if (body) changes.theme(body.def.id, fontHandle(pair.body, handleWeight(nowBody)))
  for (const font of fonts) {
    if (font.role !== 'subheading' && font.role !== 'accent') continue
    const handle = fontNow(current, font.def)
    const follows =
      family(handle) === family(now)
        ? pair.heading
        : family(handle) === family(nowBody)
          ? pair.body
          : font.role === 'accent'
            ? pair.heading
            : pair.body
    changes.theme(font.def.id, fontHandle(follows, handleWeight(handle)))
  }
  return [`New font pairing: ${fontFamily(pair.heading)} headings with ${fontFamily(pair.body)} body text.`]
}

function typographyRule(files: ThemeFiles): RuleResult {
  const changes = new Changes()
  const summary: string[] = []
  const current = currentThemeSettings(files)
  const defs = themeSettingDefs(files)
  const fontDefs = defs
    .map((def) => ({ def, role: fontRole(def) }))
    .filter(
      (f): f is { def: SettingDef; role: FontRole } =>
        f.role !== undefined && (f.def.type === 'select' || f.def.type === 'font_picker'),
    )
  const pickers = fontDefs.filter((f) => f.def.type === 'font_picker')
  if (pickers.some((f) => f.role === 'heading')) {
    const lines = pickerPairing(pickers, current, changes)
    return { changes: changes.toChangeSet(), summary: lines }
  }
  const heading = fontDefs.find((f) => f.role === 'heading')
  const body = fontDefs.find((f) => f.role === 'body')
  if (heading) {
    const options = new Set((heading.def.options ?? []).map((o) => o.value))
    const now = fontNow(current, heading.def)
    const nowBody = body ? fontNow(current, body.def) : ''
    const pairs = PAIRINGS.filter(
      ([h, b]) => options.has(h) && (!body || body.def.options?.some((o) => o.value === b)),
    )
    const at = pairs.findIndex(([h, b]) => h === now && (!body || b === nowBody))
    const start = at >= 0 ? at + 1 : hash(now) % Math.max(1, pairs.length)
    const pair = pairs.map((_, i) => pairs[(start + i) % pairs.length]!).find(([h]) => h !== now)
    if (pair) {
      changes.theme(heading.def.id, pair[0])
      if (body) changes.theme(body.def.id, pair[1])
      summary.push(`New font pairing: ${fontLabel(pair[0])} headings with ${fontLabel(pair[1])} body text.`)
      const weight = defs.find((d) => /heading.*weight|weight.*heading/.test(d.id) && d.type === 'select')
      if (weight) {
        const wanted = SERIF.has(pair[0]) ? '400' : '700'
        if (weight.options?.some((o) => o.value === wanted) && current[weight.id] !== wanted) {
          changes.theme(weight.id, wanted)
          summary.push(`Heading weight ${wanted}.`)
        }
      }
    }
  }
  return { changes: changes.toChangeSet(), summary }
}

// ---- hero ----

const HERO_TYPE = /banner|hero|slideshow|slider/

function heroSites(files: ThemeFiles): SettingSite[] {
  const sites = settingSites(files).filter((s) => s.template === 'index' && HERO_TYPE.test(s.sectionType))
  const first = sites[0]?.sectionId
  return sites.filter((s) => s.sectionId === first)
}

function heroCopy(config: Partial<StoreConfig> | undefined, seed: number) {
  const store = refinementStoreContext(config)
  const category = store.categories.split(', ')[0] ?? 'General'
  const headings = [
    `New season at ${store.name}`,
    `The ${category} edit`,
    `Discover ${category}`,
    'Made for every day',
    'Fresh arrivals, just in',
    'Find your new favourite',
  ]
  const texts = [
    config?.tagline?.trim() || `${store.categories} from ${store.name}, chosen with care.`,
    `${store.categories}: thoughtfully made, fairly priced and shipped fast.`,
    `Everything ${store.name} loves right now, in one place.`,
  ]
  const buttons = ['Shop now', 'Explore the collection', 'Shop new arrivals', 'Discover more']
  return { headings, texts, buttons, seed }
}

function rotate<T>(items: T[], current: unknown, seed: number): T {
  const at = items.findIndex((item) => item === current)
  return items[(at >= 0 ? at + 1 : seed) % items.length] as T
}

function heroRule(files: ThemeFiles, config: Partial<StoreConfig> | undefined): RuleResult {
  const sites = heroSites(files)
  const changes = new Changes()
  const summary: string[] = []
  if (sites.length === 0) return { changes: changes.toChangeSet(), summary }
  const seed = hash(JSON.stringify(sites.map((s) => s.value)))
  const copy = heroCopy(config, seed)
  const setText = (pattern: RegExp, pool: string[], label: string) => {
    const site = sites.find(
      (s) =>
        pattern.test(s.def.id) && ['text', 'inline_richtext', 'textarea', 'richtext'].includes(s.def.type),
    )
    if (!site) return
    const plain = typeof site.value === 'string' ? site.value.replace(/<[^>]+>/g, '') : ''
    const next = rotate(pool, plain, seed)
    if (next === plain) return
    changes.site(site, site.def.type === 'richtext' ? `<p>${next}</p>` : next)
    summary.push(`${label} "${next}".`)
  }
  setText(/^(heading|title)$/, copy.headings, 'Hero headline')
  setText(/^(text|subheading|subtitle|description)$/, copy.texts, 'Hero text')
  setText(/^(button_label(_1)?|label)$/, copy.buttons, 'Call to action')
  for (const [pattern, label] of [
    [/^(height|banner_height|section_height)$/, 'height'],
    [/^(alignment|content_alignment|desktop_content_position)$/, 'alignment'],
    [/^(background_style)$/, 'background'],
  ] as const) {
    const site = sites.find((s) => !s.blockId && pattern.test(s.def.id) && s.def.type === 'select')
    const next = site ? nextOption(site.def, site.value) : undefined
    if (site && next !== undefined) {
      changes.site(site, next)
      summary.push(`Hero ${label}: ${next}.`)
    }
  }
  return { changes: changes.toChangeSet(), summary }
}

// ---- products ----

function gridSections(files: ThemeFiles): Map<string, SettingSite[]> {
  const grids = new Map<string, SettingSite[]>()
  for (const site of settingSites(files)) {
    if (site.blockId || !/product|collection/.test(site.sectionType) || /list/.test(site.sectionType))
      continue
    const key = `${site.template}\u0000${site.sectionId}`
    grids.set(key, [...(grids.get(key) ?? []), site])
  }
  for (const [key, sites] of grids) {
    if (!sites.some((s) => /columns/.test(s.def.id) || /products_(to_show|per_page)/.test(s.def.id)))
      grids.delete(key)
  }
  return grids
}

function productsRule(files: ThemeFiles): RuleResult {
  const changes = new Changes()
  const summary: string[] = []
  const grids = [...gridSections(files).values()]
  // The home page grid leads; other grids follow its new shape.
  grids.sort((a, b) => Number(b[0]?.template === 'index') - Number(a[0]?.template === 'index'))
  const lead = grids[0]
  if (!lead) return { changes: changes.toChangeSet(), summary }
  const columnsSite = lead.find(
    (s) => s.def.id === 'columns_desktop' || (/columns/.test(s.def.id) && !/mobile/.test(s.def.id)),
  )
  const nowColumns = Number(columnsSite?.value ?? 4)
  const columns = nowColumns >= 4 ? 3 : nowColumns + 1
  const styleSite = lead.find(
    (s) => /card_style|product_card_style/.test(s.def.id) && s.def.type === 'select',
  )
  const style = styleSite ? nextOption(styleSite.def, styleSite.value) : undefined
  for (const sites of grids) {
    for (const site of sites) {
      if (site === columnsSite || (site.def.id === columnsSite?.def.id && site.def.type === 'range')) {
        if (site.value !== columns) changes.site(site, columns)
      } else if (
        style &&
        site.def.id === styleSite?.def.id &&
        site.def.options?.some((o) => o.value === style)
      ) {
        if (site.value !== style) changes.site(site, style)
      } else if (
        site.def.id === 'products_to_show' &&
        site.def.type === 'range' &&
        site.template === 'index'
      ) {
        const now = Number(site.value ?? 0)
        const max = site.def.max ?? now
        const rows = Math.max(2, Math.ceil((now + 1) / columns))
        const count = Math.min(max, rows * columns)
        if (count !== now) changes.site(site, count)
      }
    }
  }
  if (columnsSite) summary.push(`Product grid: ${columns} columns on desktop.`)
  if (style) summary.push(`Product cards: ${style} style.`)
  const count = changes
    .toChangeSet()
    .sections.flatMap((s) => s.settings)
    .find((s) => s.id === 'products_to_show')
  if (count) summary.push(`The home page grid shows ${String(count.value)} products.`)
  return { changes: changes.toChangeSet(), summary }
}

// ---- images ----

function imagesRule(files: ThemeFiles): RuleResult {
  const changes = new Changes()
  const summary: string[] = []
  const ratios = settingSites(files).filter(
    (s) => /image_ratio|aspect_ratio|image_shape/.test(s.def.id) && s.def.type === 'select',
  )
  const lead = ratios.find((s) => s.template === 'index') ?? ratios[0]
  const ratio = lead ? nextOption(lead.def, lead.value, (v) => v === 'adapt') : undefined
  if (ratio) {
    for (const site of ratios) {
      if (site.def.options?.some((o) => o.value === ratio) && site.value !== ratio) changes.site(site, ratio)
    }
    summary.push(`Images use a ${ratio} ratio.`)
  }
  const current = currentThemeSettings(files)
  const radius = themeSettingDefs(files).find((d) => /radius|corner|rounded/.test(d.id) && d.type === 'range')
  if (radius) {
    const now = Number(current[radius.id] ?? radius.default ?? 0)
    const next = now > 0 ? 0 : Math.min(radius.max ?? 12, 12)
    changes.theme(radius.id, next)
    summary.push(
      next > 0
        ? `Rounded corners (${next}px) on images, cards and buttons.`
        : 'Square corners on images, cards and buttons.',
    )
  }
  return { changes: changes.toChangeSet(), summary }
}

export function quickRule(
  kind: QuickRefinement,
  files: ThemeFiles,
  config?: Partial<StoreConfig>,
): RuleResult {
  switch (kind) {
    case 'colors':
      return colorsRule(files)
    case 'typography':
      return typographyRule(files)
    case 'hero':
      return heroRule(files, config)
    case 'products':
      return productsRule(files)
    case 'images':
      return imagesRule(files)
  }
}

// ---- custom text ----

interface ColorMention {
  color: string
  role: 'background' | 'text' | 'accent' | 'primary'
}

/** Words that say what a colour is for, with the role they give it. */
const ROLE_WORDS: readonly [ColorMention['role'], RegExp][] = [
  ['background', /background|backdrop|\bbg\b/g],
  ['text', /\b(text|font|copy|writing)\b/g],
  ['accent', /accent|highlight|secondary/g],
  ['primary', /primary|\bmain\b|\bbrand\b|\bbuttons?\b/g],
]

/** How far from its colour a role word may stand and still be about it. */
const ROLE_REACH = 24

function colorMentions(request: string): ColorMention[] {
  const found: { color: string; index: number; end: number; hex: boolean }[] = []
  for (const match of request.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const color = toHexColor(match[0])
    if (color)
      found.push({ color, index: match.index ?? 0, end: (match.index ?? 0) + match[0].length, hex: true })
  }
  for (const [word, hex] of COLOR_WORDS) {
    for (const match of request.matchAll(new RegExp(`\\b${word.replace(/[-\s]/g, '[- ]?')}\\b`, 'gi'))) {
      const index = match.index ?? 0
      const end = index + match[0].length
      if (found.some((f) => index < f.end && end > f.index)) continue
      if (/^\s*space/i.test(request.slice(end))) continue
      found.push({ color: hex, index, end, hex: false })
    }
  }
  found.sort((a, b) => a.index - b.index)
  // A colour named and given in hex side by side ("forest green #1f4d2b", "#1f4d2b (forest
  // green)") is one colour: the hex code's.
  const colors = found.filter((f, i) => {
    if (f.hex) return true
    const twin = [found[i - 1], found[i + 1]].find((n) => n?.hex)
    if (!twin) return true
    const gap = request.slice(Math.min(f.end, twin.end), Math.max(f.index, twin.index))
    return !/^[\s(),:=-]*$/.test(gap)
  })
  const text = request.toLowerCase()
  // The role word nearest each colour, looked for only between it and its neighbours: in
  // "primary #1f4d2b and a cream background" the background is the cream's, not the hex code's.
  const claimed = colors.map((f, i) => {
    const from = Math.max(colors[i - 1]?.end ?? 0, f.index - ROLE_REACH)
    const to = Math.min(colors[i + 1]?.index ?? text.length, f.end + ROLE_REACH)
    let best: { role: ColorMention['role']; gap: number } | undefined
    for (const [role, pattern] of ROLE_WORDS) {
      for (const match of text.slice(from, to).matchAll(pattern)) {
        const start = from + (match.index ?? 0)
        const end = start + match[0].length
        const gap = end <= f.index ? f.index - end : start - f.end
        if (gap >= 0 && (best === undefined || gap < best.gap)) best = { role, gap }
      }
    }
    return best?.role
  })
  // Two colours for one role: the hex code is the more exact, else the later one is meant.
  const winner = new Map<ColorMention['role'], number>()
  claimed.forEach((role, i) => {
    if (role === undefined) return
    const held = winner.get(role)
    if (held === undefined || colors[i]!.hex || !colors[held]!.hex) winner.set(role, i)
  })
  // Colours no word explains: the first is the primary, the next the accent (unless named).
  const open = (['primary', 'accent'] as const).filter((role) => !winner.has(role))
  const mentions: ColorMention[] = []
  colors.forEach((f, i) => {
    const role = claimed[i]
    if (role !== undefined) {
      if (winner.get(role) === i) mentions.push({ color: f.color, role })
    } else mentions.push({ color: f.color, role: open.shift() ?? 'accent' })
  })
  return mentions
}

// Each reader understands one kind of request. Its examples are what the help quotes when a
// request was not understood (customRulesHelp): the same table reads requests and describes
// them, and a test checks that every example changes a composed theme.

interface CustomContext {
  files: ThemeFiles
  current: Record<string, unknown>
  defs: SettingDef[]
  colors: ColorSetting[]
  sites: SettingSite[]
}

function customContext(files: ThemeFiles): CustomContext {
  return {
    files,
    current: currentThemeSettings(files),
    defs: themeSettingDefs(files),
    colors: colorSettings(files),
    sites: settingSites(files),
  }
}

export interface CustomReader {
  /** what the help calls these requests */
  topic: string
  /** requests it understands, quoted by the help */
  examples: readonly string[]
  /** the changes for `request` (text: the request in lower case); one summary line per change */
  read(request: string, text: string, theme: CustomContext, changes: Changes): string[]
}

const colorReader: CustomReader = {
  topic: 'colours',
  examples: ['navy buttons', 'a cream background', '#1a2b3c', 'dark mode', 'light mode'],
  read(request, text, { colors }, changes) {
    const mentions = colorMentions(request)
    const wantsDark = /\b(dark (mode|theme|background|look)|darker|night mode)\b/.test(text)
    const wantsLight = /\b(light (mode|theme|background|look)|lighter|bright(er)? background)\b/.test(text)
    if (colors.length === 0 || (mentions.length === 0 && !wantsDark && !wantsLight)) return []
    const now = currentPalette(colors)
    const core: PaletteCore = {
      primary: now.primary ?? '#111111',
      accent: now.accent ?? now.primary ?? '#111111',
      background: now.background ?? '#ffffff',
      text: now.text ?? '#111111',
    }
    const asIs = { ...core }
    for (const mention of mentions) core[mention.role] = mention.color
    // A new primary alone keeps the theme's accent, which the merchant did not ask to change,
    // unless the two would look alike: that accent is then made anew from the primary.
    if (
      mentions.some((m) => m.role === 'primary') &&
      !mentions.some((m) => m.role === 'accent') &&
      (now.accent === undefined || distance(core.primary, now.accent) < ALIKE_COLORS)
    )
      core.accent = adjust(core.primary, { l: isDark(core.primary) ? 72 : 85, s: 45 })
    const dark = wantsDark ? true : wantsLight ? false : isDark(core.background)
    if (mentions.some((m) => m.role === 'background')) {
      if (contrast(core.text, core.background) < 4.5) core.text = readableOn(core.background)
    }
    const expanded = expandPalette(core, dark)
    // Only the colours the request changes: a theme's own surface or secondary colour, which the
    // same palette would have made otherwise, stays when its own colour was not asked for.
    const was = expandPalette(asIs, isDark(asIs.background))
    const { palette, kept } = paletteTargets(colors)
    applyPalette(changes, palette, expanded, (role) => expanded[role] !== was[role])
    return [
      `Colours: ${describePalette(expanded)}${wantsDark ? ' (dark mode)' : wantsLight ? ' (light mode)' : ''}.`,
      ...describeKept(kept.flatMap((s) => (s.site ? [s.site] : []))),
    ]
  },
}

const headingSizeReader: CustomReader = {
  topic: 'heading size',
  examples: ['bigger headings', 'smaller headings'],
  read(_request, text, { sites }, changes) {
    const bigger = /\b(bigger|larger|huge|bolder|more prominent)\s+(headings?|titles?|headlines?)\b/.test(
      text,
    )
    const smaller = /\b(smaller|subtler|less prominent)\s+(headings?|titles?|headlines?)\b/.test(text)
    if (!bigger && !smaller) return []
    const headingSizes = sites.filter(
      (s) =>
        s.def.type === 'select' &&
        /size/.test(s.def.id) &&
        (s.def.options ?? []).every((o) => /^h\d$/.test(o.value)),
    )
    let changed = false
    for (const site of headingSizes) {
      const options = (site.def.options ?? []).map((o) => o.value).sort()
      const at = options.indexOf(String(site.value))
      const next = options[Math.min(options.length - 1, Math.max(0, at + (bigger ? -1 : 1)))]
      if (next !== undefined && next !== site.value) {
        changes.site(site, next)
        changed = true
      }
    }
    return changed ? [`${bigger ? 'Bigger' : 'Smaller'} headings.`] : []
  },
}

const capitalsReader: CustomReader = {
  topic: 'capitals',
  examples: ['uppercase headings', 'no uppercase'],
  read(_request, text, { defs }, changes) {
    const uppercase = defs.find((d) => /uppercase/.test(d.id) && d.type === 'checkbox')
    if (!uppercase) return []
    if (
      /\b(uppercase|all caps|capitali[sz]ed) (headings?|titles?)\b|\b(headings?|titles?) in (uppercase|capitals|caps)\b/.test(
        text,
      )
    ) {
      changes.theme(uppercase.id, true)
      return ['Headings in capitals.']
    }
    if (/\b(no|without) (uppercase|capitals|caps)\b|\blowercase headings?\b/.test(text)) {
      changes.theme(uppercase.id, false)
      return ['Headings without capitals.']
    }
    return []
  },
}

const headingFontReader: CustomReader = {
  topic: 'heading font',
  examples: ['serif headings', 'sans-serif headings', 'monospace headings'],
  read(request, text, { current, defs }, changes) {
    const summary: string[] = []
    const headingFont = defs.find((d) => fontRole(d) === 'heading' && d.type === 'select')
    const fontWish = /\bsans[- ]?serif\b/.test(text)
      ? 'modern_sans'
      : /\bserif\b/.test(text)
        ? 'classic_serif'
        : /\b(monospace|typewriter)\b/.test(text)
          ? 'typewriter'
          : /\brounded (font|type|letters)\b/.test(text)
            ? 'rounded'
            : undefined
    if (headingFont && fontWish && headingFont.options?.some((o) => o.value === fontWish)) {
      changes.theme(headingFont.id, fontWish)
      summary.push(`${fontLabel(fontWish)} headings.`)
    }
    const headingPicker = defs.find((d) => fontRole(d) === 'heading' && d.type === 'font_picker')
    const pickerNow = headingPicker ? String(current[headingPicker.id] ?? headingPicker.default ?? '') : ''
    const pickerFont = fontIdOfHandle(pickerNow)
    const typeWish = readWishes(request).typography
    const aboutType =
      typeWish.serif ||
      typeWish.sansSerif ||
      typeWish.monospace ||
      /\b(fonts?|type|typefaces?|lettering)\b/.test(text)
    if (headingPicker && pickerFont && aboutType && !honoursHints(pickerFont, typeWish)) {
      const chosen = FONT_PAIRINGS.map((p) => p.heading)
        .concat(FONT_IDS)
        .find((id) => honoursHints(id, typeWish))
      if (chosen) {
        changes.theme(headingPicker.id, fontHandle(chosen, handleWeight(pickerNow)))
        summary.push(`${fontFamily(chosen)} headings.`)
      }
    }
    return summary
  },
}

const cornersReader: CustomReader = {
  topic: 'corners',
  examples: ['rounded corners', 'square corners'],
  read(_request, text, { defs }, changes) {
    const radius = defs.find((d) => /radius|corner|rounded/.test(d.id) && d.type === 'range')
    if (!radius) return []
    if (/\b(rounded|round|softer) (corners?|buttons?|cards?|edges?)\b/.test(text)) {
      changes.theme(radius.id, Math.min(radius.max ?? 12, 12))
      return ['Rounded corners.']
    }
    if (/\b(square|sharp|straight) (corners?|buttons?|cards?|edges?)\b/.test(text)) {
      changes.theme(radius.id, 0)
      return ['Square corners.']
    }
    return []
  },
}

const pageWidthReader: CustomReader = {
  topic: 'page width',
  examples: ['a wider page', 'a narrower page'],
  read(_request, text, { defs }, changes) {
    const width = defs.find((d) => /page_width|max_width/.test(d.id) && d.type === 'range')
    if (!width) return []
    if (/\b(wider|full[- ]width|wide) (page|layout|content)\b/.test(text)) {
      changes.theme(width.id, width.max)
      return ['A wider page.']
    }
    if (/\b(narrower|narrow) (page|layout|content)\b/.test(text)) {
      changes.theme(width.id, width.min)
      return ['A narrower page.']
    }
    return []
  },
}

const textSizeReader: CustomReader = {
  topic: 'text size',
  examples: ['bigger text', 'smaller text'],
  read(_request, text, { current, defs }, changes) {
    const bodySize = defs.find((d) => /body.*size|base.*size|font_size/.test(d.id) && d.type === 'range')
    if (!bodySize) return []
    const now = Number(current[bodySize.id] ?? bodySize.default ?? 16)
    if (/\b(bigger|larger) (text|font|body text|type)\b/.test(text)) {
      changes.theme(bodySize.id, Math.min(bodySize.max ?? 20, now + 2))
      return ['Larger body text.']
    }
    if (/\b(smaller) (text|font|body text|type)\b/.test(text)) {
      changes.theme(bodySize.id, Math.max(bodySize.min ?? 12, now - 1))
      return ['Smaller body text.']
    }
    return []
  },
}

const productGridReader: CustomReader = {
  topic: 'product grid',
  examples: ['3 columns', 'show 12 products', 'more products'],
  read(_request, text, { files }, changes) {
    const summary: string[] = []
    const grids = [...gridSections(files).values()].filter((sites) => sites[0]?.template === 'index')
    if (grids.length === 0) return []
    const columnsWanted = /\b([1-6]|one|two|three|four|five|six)[- ]columns?\b/.exec(text)?.[1]
    if (columnsWanted) {
      const words = ['one', 'two', 'three', 'four', 'five', 'six']
      const n = words.includes(columnsWanted) ? words.indexOf(columnsWanted) + 1 : Number(columnsWanted)
      for (const sites of grids) {
        const site = sites.find((s) => s.def.id === 'columns_desktop')
        if (site) changes.site(site, n)
      }
      summary.push(`${n} product columns on desktop.`)
    }
    const countWanted = /\b(?:show|display)\s+(\d{1,2})\s+products\b/.exec(text)?.[1]
    if (countWanted || /\bmore products\b/.test(text)) {
      for (const sites of grids) {
        const site = sites.find((s) => s.def.id === 'products_to_show' && s.def.type === 'range')
        if (!site) continue
        const now = Number(site.value ?? 0)
        const wanted = countWanted ? Number(countWanted) : now + 4
        const value = Math.min(site.def.max ?? wanted, Math.max(site.def.min ?? 1, wanted))
        if (value !== now) {
          changes.site(site, value)
          summary.push(`The home page grid shows ${value} products.`)
        }
      }
    }
    return summary
  },
}

const heroHeadlineReader: CustomReader = {
  topic: 'hero headline',
  examples: ['headline "Made by hand"'],
  read(request, _text, { files }, changes) {
    const headline =
      /\b(?:headline|heading|title|hero(?: text| title)?)\b[^"“'‘\n]{0,30}["“'‘]([^"”'’\n]{2,80})["”'’]/i.exec(
        request,
      )?.[1]
    if (!headline) return []
    const site = heroSites(files).find((s) => /^(heading|title)$/.test(s.def.id))
    if (!site) return []
    changes.site(site, headline.trim())
    return [`Hero headline "${headline.trim()}".`]
  },
}

/** What a custom request can ask for without a model, in the order they are applied. */
export const CUSTOM_READERS: readonly CustomReader[] = [
  colorReader,
  headingSizeReader,
  capitalsReader,
  headingFontReader,
  cornersReader,
  pageWidthReader,
  textSizeReader,
  productGridReader,
  heroHeadlineReader,
]

export interface CustomRuleResult extends RuleResult {
  /** some part of the request was read, even if the theme already looks that way */
  understood: boolean
}

/** What can be read from a custom request without a model; summary empty when nothing changes. */
export function customRule(request: string, files: ThemeFiles): CustomRuleResult {
  const text = request.toLowerCase()
  const theme = customContext(files)
  const changes = new Changes()
  const summary: string[] = []
  let understood = false
  for (const reader of CUSTOM_READERS) {
    const lines = reader.read(request, text, theme, changes)
    if (lines.length > 0) understood = true
    summary.push(...lines)
  }
  return { changes: changes.toChangeSet(), summary: changes.size > 0 ? summary : [], understood }
}

/** Words that ask for nothing by themselves ("…, please"). */
const FILLER = /\b(please|pls|thanks|thank you|cheers|ok|okay|also|too|and|then|just|now)\b|[^\p{L}\p{N}]+/giu

/** Quoted text, kept whole: a headline may hold commas and "and". */
const QUOTED = /["“][^"”\n]*["”]|‘[^’\n]*’|(?<!\p{L})'[^'\n]+'(?!\p{L})/gu

/** Where one request ends and the next starts: punctuation, and the words that join requests. */
const PART_BREAK = /[,;!?\n]+|\.(?=\s|$)|[\s(]+(?:and|with|plus|also|then|but|&|et|und|y)\s+/giu

/**
 * The parts of a custom request that no reader understands, as the merchant wrote them: the
 * request is cut at punctuation and joining words, each part read alone, and the parts left
 * unread that stand together are quoted together ("pill buttons and a sticky header").
 */
export function unreadParts(request: string, files: ThemeFiles): string[] {
  const masked = request.replace(QUOTED, (quote) => 'q'.repeat(quote.length))
  const parts: { start: number; end: number }[] = []
  let at = 0
  for (const cut of masked.matchAll(PART_BREAK)) {
    parts.push({ start: at, end: cut.index })
    at = cut.index + cut[0].length
  }
  parts.push({ start: at, end: request.length })
  const theme = customContext(files)
  const groups: { start: number; end: number }[] = []
  let open: { start: number; end: number } | undefined
  for (const { start, end } of parts) {
    const text = request.slice(start, end).trim()
    if (text.replace(FILLER, '') === '') continue
    const read = CUSTOM_READERS.some(
      (reader) => reader.read(text, text.toLowerCase(), theme, new Changes()).length > 0,
    )
    if (read) open = undefined
    else if (open) open.end = end
    else groups.push((open = { start, end }))
  }
  return groups.map(({ start, end }) => tidyPart(request.slice(start, end)))
}

/** A part as quoted back: without the punctuation it was cut at, or a bracket it was cut from. */
function tidyPart(text: string): string {
  let part = text.trim().replace(/[\s,;.!?]+$/, '')
  const count = (c: string) => part.split(c).length - 1
  if (count(')') > count('(')) part = part.replace(/\)\s*$/, '')
  if (count('(') > count(')')) part = part.replace(/^\(\s*/, '')
  return part.trim()
}

/**
 * The examples of CUSTOM_READERS that would change this theme, by topic: what the merchant can
 * ask for without a model. A reader whose examples change nothing here is left out.
 */
export function understoodRequests(files: ThemeFiles): { topic: string; examples: string[] }[] {
  const theme = customContext(files)
  const out: { topic: string; examples: string[] }[] = []
  for (const reader of CUSTOM_READERS) {
    const examples = reader.examples.filter((example) => {
      const changes = new Changes()
      reader.read(example, example.toLowerCase(), theme, changes)
      return changes.size > 0 && Object.keys(applyChanges(files, changes.toChangeSet()).files).length > 0
    })
    if (examples.length > 0) out.push({ topic: reader.topic, examples })
  }
  return out
}

/** Examples the help quotes per topic: enough to show the phrasing, short enough for a toast. */
const HELP_EXAMPLES = 2

/** One sentence: what Vitrine's own rules would change in this theme, with examples. */
export function customRulesHelp(files: ThemeFiles): string {
  const topics = understoodRequests(files).map(
    ({ topic, examples }) =>
      `${topic} (${examples
        .slice(0, HELP_EXAMPLES)
        .map((e) => `“${e}”`)
        .join(', ')})`,
  )
  if (topics.length === 0)
    return 'This theme has no settings Vitrine can change from a description without an AI model: use the Edit tab instead.'
  return `Without an AI model, Vitrine understands ${topics.slice(0, -1).join('; ')}${topics.length > 1 ? '; and ' : ''}${topics.at(-1)!}.`
}
