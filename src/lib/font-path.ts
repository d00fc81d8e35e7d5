// The key of a font face in the app's bundle of @fontsource files: its file's path under the
// app's root, as Vite's import.meta.glob names it (components/bundled-fonts.ts). Imports nothing
// of the app, so the editor's render worker names faces the same way without loading the bundle.
import { fontsourceFile, type FontStyle } from '../engine/model'

/** The path a face's file has among the bundled @fontsource files: the key of a face. */
export function fontPath(family: string, weight: number, style: FontStyle): string {
  return `/node_modules/@fontsource/${fontsourceFile(family, weight, style)}`
}
