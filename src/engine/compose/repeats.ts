/**
 * One page, each heading once. Sections are written from the same brief (the story's heading,
 * the prompt's facts, the product's features), so two of them can say the same line: a fact
 * that is the brand story's heading, a feature that is also a highlight, a countdown under a
 * hero with the campaign's heading. This pass walks a template's sections in order and keeps the
 * first of each heading.
 */
import type { TemplateSection } from '../model/templates'

/** Titles a highlight gets when it has none of its own; a repeat takes the next free one. */
export const GENERIC_TITLES = [
  'Good to know',
  'In our words',
  'How we work',
  'The details',
  'From us to you',
  'Worth knowing',
] as const

/** Sections whose blocks are a list of titled points: a repeated point is left out. */
const POINT_LISTS = new Set(['multicolumn', 'product-features'])

/** Other words for a section's heading when an earlier section already says it. */
const OTHER_HEADINGS: Record<string, readonly string[]> = {
  countdown: ['Be first in line', 'Don’t miss out'],
  'featured-collection': ['More to explore', 'You may also like'],
  multicolumn: ['More to know', 'At a glance'],
  'product-features': ['The details', 'What you get'],
  timeline: ['Through the years', 'Our history'],
  collage: ['Collections', 'Explore'],
  'rich-text': ['Our story', 'About us'],
  stats: ['In numbers', 'By the numbers'],
  faq: ['Questions', 'Questions and answers'],
}

const key = (text: unknown) =>
  typeof text === 'string'
    ? text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : ''

function withoutRepeatedPoints(
  section: TemplateSection,
  seen: Set<string>,
  said: Set<string>,
): TemplateSection {
  const { blocks, block_order: order } = section
  if (!blocks || !order) return section
  const kept: string[] = []
  const out: Record<string, (typeof blocks)[string]> = {}
  for (const id of order) {
    const block = blocks[id]
    if (!block) continue
    const title = key(block.settings?.title)
    const text = key(block.settings?.text)
    if (title !== '' && seen.has(title)) {
      // A point said already goes; one whose sentence is new keeps it under a free title.
      if (text === '' || said.has(text)) continue
      const free = GENERIC_TITLES.find((generic) => !seen.has(key(generic)))
      if (free) {
        seen.add(key(free))
        kept.push(id)
        out[id] = { ...block, settings: { ...block.settings, title: free } }
        said.add(text)
        continue
      }
    }
    if (title !== '') seen.add(title)
    if (text !== '') said.add(text)
    kept.push(id)
    out[id] = block
  }
  return { ...section, blocks: out, block_order: kept }
}

function blockHeadings(section: TemplateSection): string[] {
  return Object.values(section.blocks ?? {}).flatMap((block) =>
    [block.settings?.heading, block.settings?.title].map(key).filter(Boolean),
  )
}

function blockTexts(section: TemplateSection): string[] {
  return [section.settings?.text, ...Object.values(section.blocks ?? {}).map((block) => block.settings?.text)]
    .map(key)
    .filter(Boolean)
}

/**
 * The sections with each heading said once: a repeated section heading takes other words
 * where the section has some; a repeated point of a list is left out when its sentence is said
 * too, or keeps its sentence under a free title (a list left empty goes).
 */
export function withoutRepeats(
  sections: readonly [id: string, section: TemplateSection][],
): [string, TemplateSection][] {
  const seen = new Set<string>()
  const said = new Set<string>()
  const out: [string, TemplateSection][] = []
  for (const [id, original] of sections) {
    let section = original
    const heading = key(section.settings?.heading)
    if (heading !== '' && seen.has(heading)) {
      const other = (OTHER_HEADINGS[section.type] ?? []).find((words) => !seen.has(key(words)))
      if (other) section = { ...section, settings: { ...section.settings, heading: other } }
    }
    const own = key(section.settings?.heading)
    if (own !== '') seen.add(own)
    if (POINT_LISTS.has(section.type)) {
      section = withoutRepeatedPoints(section, seen, said)
      if (section.block_order?.length === 0) continue
    } else {
      // A story told already (the about page's own and the brand story the prompt asked for).
      const texts = blockTexts(section)
      if (section.type === 'rich-text' && texts.length > 0 && texts.every((text) => said.has(text))) continue
      for (const text of blockHeadings(section)) seen.add(text)
      for (const text of blockTexts(section)) said.add(text)
    }
    out.push([id, section])
  }
  return out
}

/** The paragraphs of a text setting: each <p> of rich text, or the whole of a plain text. */
function paragraphsOf(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return []
  const parts = value.startsWith('<p>')
    ? value.split(/<\/p>\s*/).map((part) => part.replace(/^<p>/, ''))
    : [value]
  return parts.map(key).filter(Boolean)
}

/** Every string setting of a section and of its blocks, with where it is. */
function textSettings(section: TemplateSection): string[] {
  const values = [section.settings ?? {}, ...Object.values(section.blocks ?? {}).map((b) => b.settings ?? {})]
  return values.flatMap((settings) => Object.values(settings)).flatMap(paragraphsOf)
}

/**
 * The sections with no paragraph said twice on a page: a story leaves out the paragraphs another
 * section says already (the image-with-text's, a slide's), and goes when they all are.
 */
export function withoutRepeatedParagraphs(
  sections: readonly [id: string, section: TemplateSection][],
): [string, TemplateSection][] {
  const out: [string, TemplateSection][] = []
  sections.forEach(([id, section], index) => {
    if (section.type !== 'rich-text' || !section.blocks) {
      out.push([id, section])
      return
    }
    const elsewhere = new Set(sections.flatMap(([, other], i) => (i === index ? [] : textSettings(other))))
    let told = false
    const blocks = Object.fromEntries(
      Object.entries(section.blocks).map(([blockId, block]) => {
        const text = block.settings?.text
        if (block.type !== 'text' || typeof text !== 'string' || !text.startsWith('<p>'))
          return [blockId, block]
        const paragraphs = text.split(/(?<=<\/p>)/).filter((p) => p.trim() !== '')
        const kept = paragraphs.filter((p) => !elsewhere.has(key(p.replace(/<\/?p>/g, ''))))
        if (kept.length === 0) told = true
        if (kept.length === paragraphs.length || kept.length === 0) return [blockId, block]
        return [blockId, { ...block, settings: { ...block.settings, text: kept.join('') } }]
      }),
    )
    if (!told) out.push([id, { ...section, blocks }])
  })
  return out
}
