// JSON templates (templates/*.json) and section groups (sections/header-group.json, ...): one
// shape for the composer that writes them, the AI layer and visual edits that change them, and
// the preview that reads them. Theme Check's own types for them, so they are Shopify's, with one
// allowance: a writer may leave a setting undefined (JSON.stringify drops it).
import type { Setting, Template } from '@shopify/theme-check-common'
import { readThemeJson, type ThemeFiles } from './theme'

/** The settings' values of a section or block: text, numbers, booleans, lists. */
export type SettingValues = Record<string, Setting.Values[string] | undefined>

export interface TemplateBlock extends Omit<Template.Block, 'settings' | 'blocks'> {
  settings?: SettingValues
  blocks?: Record<string, TemplateBlock>
}

export interface TemplateSection extends Omit<Template.Section, 'settings' | 'blocks'> {
  settings?: SettingValues
  blocks?: Record<string, TemplateBlock>
}

/** templates/*.json */
export interface TemplateJson extends Omit<Template.Template, 'sections'> {
  sections: Record<string, TemplateSection>
}

/** sections/*-group.json: a template's sections with the group's type and name */
export interface SectionGroupJson extends Omit<Template.SectionGroup, 'sections'> {
  sections: Record<string, TemplateSection>
}

/** A template or a section group: both list sections by id, in order. */
export function isTemplateJson(value: unknown): value is TemplateJson {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.sections === 'object' && v.sections !== null && Array.isArray(v.order)
}

/** The file a template or section group name lives in; undefined when there is none. */
export function templatePath(files: ThemeFiles, name: string): string | undefined {
  const bare = name.replace(/^(templates|sections)\//, '').replace(/\.json$/, '')
  for (const candidate of [`templates/${bare}.json`, `sections/${bare}.json`]) {
    if (files[candidate] !== undefined) return candidate
  }
  return undefined
}

/** JSON templates and section groups, by path. Unreadable ones are left out. */
export function jsonTemplates(files: ThemeFiles): Map<string, TemplateJson> {
  const templates = new Map<string, TemplateJson>()
  for (const path of Object.keys(files)) {
    if (!/^(templates\/[^/]+|sections\/[^/]+)\.json$/.test(path)) continue
    try {
      const json = readThemeJson(files, path)
      if (isTemplateJson(json)) templates.set(path, json)
    } catch {
      // A broken template is Theme Check's to report, not ours to touch.
    }
  }
  return templates
}

export function templateName(path: string): string {
  return path.replace(/^(templates|sections)\//, '').replace(/\.json$/, '')
}
