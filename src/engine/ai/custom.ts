// Sections the model wrote itself. Each must parse as Liquid, carry a {% schema %} with a name,
// and pass Theme Check together with the theme; those that do not are dropped and named in the
// explanation, so a theme that reaches the merchant has zero Theme Check errors.
import { handleize } from '../model/handles'
import type { ThemeFiles } from '../model/theme'
import { validateTheme, type ThemeOffense } from '../validate/theme-check'
import { newErrors } from '../validate/baseline'
import { liquidParseError } from './liquid-check'
import type { CustomSection } from './plan'
import { readSectionSchema } from '../model/schema'

export interface PreparedSection {
  /** the name the plan uses for it */
  name: string
  /** its section type: the file is sections/{type}.liquid */
  type: string
  source: string
}

export interface Dropped {
  name: string
  reason: string
}

/** Static checks, before Theme Check: a file name of our own, Liquid that parses, a schema. */
export function prepareCustomSections(
  sections: readonly CustomSection[],
  files: ThemeFiles,
): { accepted: PreparedSection[]; dropped: Dropped[] } {
  const accepted: PreparedSection[] = []
  const dropped: Dropped[] = []
  for (const section of sections) {
    const name = section.name.slice(0, 60)
    // An ai- prefix keeps a model from overwriting one of the theme's own sections.
    let type = `ai-${handleize(name).slice(0, 40) || 'section'}`
    for (
      let n = 2;
      files[`sections/${type}.liquid`] !== undefined || accepted.some((a) => a.type === type);
      n++
    )
      type = `${type.replace(/-\d+$/, '')}-${n}`
    const parseError = liquidParseError(section.liquid)
    if (parseError) {
      dropped.push({ name, reason: `its Liquid does not parse (${parseError})` })
      continue
    }
    const schema = readSectionSchema(section.liquid)
    if (!schema?.name) {
      dropped.push({ name, reason: 'it has no valid {% schema %} with a name' })
      continue
    }
    accepted.push({
      name,
      type,
      source: section.liquid.endsWith('\n') ? section.liquid : `${section.liquid}\n`,
    })
  }
  return { accepted, dropped }
}

export function describeDropped(dropped: readonly Dropped[]): string[] {
  return dropped.map((d) => `Custom section "${d.name}" was dropped: ${d.reason}.`)
}

export function errorsIn(offenses: readonly ThemeOffense[]): ThemeOffense[] {
  return offenses.filter((o) => o.severity === 'error')
}

export interface Candidate {
  files: ThemeFiles
  /** custom sections included in `files` */
  sections: PreparedSection[]
}

export interface Settled {
  files: ThemeFiles
  sections: PreparedSection[]
  dropped: Dropped[]
  /** templates that had to go back to the base version */
  reverted: string[]
}

const MAX_ROUNDS = 3

/**
 * Builds candidates until Theme Check reports no (new) error: each round drops the custom
 * sections with errors and reverts the templates with errors (to what `build` makes without them).
 * Undefined when errors remain that neither explains: the caller falls back.
 */
export async function settleWithThemeCheck(
  initial: PreparedSection[],
  build: (sections: PreparedSection[], revert: ReadonlySet<string>) => ThemeFiles,
  /** the theme before the change: errors it already had are not ours to fix */
  before?: ThemeFiles,
): Promise<Settled | undefined> {
  let sections = initial
  const revert = new Set<string>()
  const dropped: Dropped[] = []
  let baseline: ThemeOffense[] | undefined
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const files = build(sections, revert)
    const offenses = await validateTheme(files)
    let errors = errorsIn(offenses)
    if (errors.length > 0 && before) {
      baseline ??= await validateTheme(before)
      errors = newErrors(baseline, offenses)
    }
    if (errors.length === 0) return { files, sections, dropped, reverted: [...revert] }
    const failing = new Set(errors.map((e) => e.file))
    const bad = sections.filter((s) => failing.has(`sections/${s.type}.liquid`))
    for (const section of bad) {
      const first = errors.find((e) => e.file === `sections/${section.type}.liquid`)
      const message = (first?.message ?? 'errors').replace(/\.+$/, '')
      dropped.push({ name: section.name, reason: `Theme Check: ${message} (line ${first?.line ?? 1})` })
    }
    let progress = bad.length > 0
    for (const file of failing) {
      const template = /^templates\/(.+)\.json$/.exec(file)?.[1]
      if (template && !revert.has(template)) {
        revert.add(template)
        progress = true
      }
    }
    if (!progress) return undefined
    sections = sections.filter((s) => !bad.includes(s))
  }
  return undefined
}
