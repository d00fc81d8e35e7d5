// What rendering sections and Shopify's section tags ask of a compiled theme. runtime.ts
// implements it and installs the tags, so render.ts and tags.ts depend on this shape, not on the
// runtime that depends on them (as filters.ts does with FilterHost).
import type { Liquid, Template } from 'liquidjs'
import type { SectionSchema } from '../model/schema'
import type { ThemeFiles } from '../model/theme'
import type { Obj } from './data'

export interface SectionInfo {
  path: string
  schema: SectionSchema
  /** the schema's raw JSON, for tag, class, default and theme-block references */
  raw: Obj
}

export interface RenderHost {
  readonly liquid: Liquid
  /** the theme's files, lenient JSON rewritten as strict JSON, oversized files emptied */
  readonly files: ThemeFiles
  /** the tag a missing snippet is read as */
  readonly missingTag: string
  /** Throws, naming the limit, when the file is oversized or the page has no time left to parse it. */
  checkReadable(path: string): void
  /** Parsed template of a theme file; throws the parse error (with the file name) when it fails. */
  parse(path: string): Template[]
  /** stylesheet and javascript tag bodies of a section or block file */
  extras(path: string): { stylesheet: string; javascript: string }
  /** Schema of sections/{type}.liquid (or blocks/{type}.liquid with folder 'blocks'). */
  section(type: string, folder?: 'sections' | 'blocks'): SectionInfo | undefined
  /** Resolves "{{ product.vendor }}" references inside a setting value against the page's objects. */
  resolveDynamic(text: string, globals: object): string
  /** The object a setting like "{{ closest.product }}" points at (undefined when it is not one). */
  resolveReference(expression: string, globals: object): unknown
  /** "t:sections.x.name" values of schema settings, from the schema locale. */
  translateSchema(value: unknown): unknown
  /** settings_data.json's sections: the settings of static sections ({% section 'x' %}) */
  themeSettingsStoredSections(): Record<string, unknown>
}
