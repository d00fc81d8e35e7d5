// A visual edit: what Apply Changes sends from the Edit tab for the element selected in the
// preview, and the one place it becomes the engine's edits of the theme (the element's setting,
// its own colour, its section's scheme and colours, the schemes' own colours).
import { applySchemeColors, applyVisualEdit, type SchemeColorsEdit } from '../../engine/edit'
import type { Theme } from '../../engine/model'
import type { SelectedElement } from './editor-state'

/** What Apply Changes sends: the element's new value and colour, its section's scheme and colours. */
export interface ElementChanges {
  value?: string
  /** the colour of this one text (its own colour setting, beside its text setting), as #rrggbb */
  elementColor?: { settingId: string; value: string }
  scheme?: { settingId: string; value: string }
  /** the section's own colour settings (background, text) the merchant changed, as #rrggbb */
  sectionColors?: { settingId: string; value: string }[]
  /** new colours of the theme's colour schemes (every section in a scheme changes), as #rrggbb */
  schemeColors?: SchemeColorsEdit[]
}

export type ApplyResult = { ok: true } | { ok: false; error: string }

/** What the selected element can show by itself before the page renders anew. */
export interface ShownAtOnce {
  text?: string
  color?: string
}

/**
 * The theme with the changes made, and what the clicked element can show of them at once (plain
 * new text, its own colour). Throws the engine's VisualEditError for a change it refuses.
 */
export function applyElementChanges(
  theme: Theme,
  template: string,
  selection: SelectedElement,
  changes: ElementChanges,
): { theme: Theme; atOnce?: ShownAtOnce } {
  let next = theme
  const { target } = selection
  if (changes.value !== undefined && target) {
    next = applyVisualEdit(next, { template, ...target, value: changes.value })
  }
  // The clicked text's own colour: a setting beside its text setting, in the same section or block.
  if (changes.elementColor && target) {
    next = applyVisualEdit(next, { template, ...target, ...changes.elementColor })
  }
  if (changes.scheme && selection.sectionId) {
    next = applyVisualEdit(next, {
      template,
      sectionId: selection.sectionId,
      settingId: changes.scheme.settingId,
      value: changes.scheme.value,
    })
  }
  for (const color of changes.sectionColors ?? []) {
    const sectionId = selection.sectionId ?? target?.sectionId
    if (sectionId) next = applyVisualEdit(next, { template, sectionId, ...color })
  }
  // A colour scheme's own colours, in settings_data: every section in the scheme changes.
  for (const edit of changes.schemeColors ?? []) next = applySchemeColors(next, edit)

  const text =
    target?.kind === 'text' && changes.value !== undefined && !changes.value.includes('<')
      ? changes.value
      : undefined
  const atOnce = {
    ...(text !== undefined ? { text } : {}),
    ...(changes.elementColor ? { color: changes.elementColor.value } : {}),
  }
  return { theme: next, ...(Object.keys(atOnce).length > 0 ? { atOnce } : {}) }
}
