// Visual edits (text, image and colour of one setting, a colour scheme's colours) written into a
// theme's settings, and how a refinement's files merge with the theme's.
export {
  applySchemeColors,
  applyVisualEdit,
  editTargetFromAttributes,
  mergeRefinement,
  VisualEditError,
  type EditKind,
  type EditTarget,
  type RefinementKind,
  type SchemeColorsEdit,
  type VisualEdit,
} from './visual-edit'
