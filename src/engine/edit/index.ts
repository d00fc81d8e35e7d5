// The one settings writer: setting changes (a ChangeSet, from a visual edit, Vitrine's own
// refinement rules or the AI) checked and written into a theme's section, block and theme
// settings; a colour scheme's colours; how a refinement's files merge with the theme's.
export {
  applyChanges,
  type AppliedChanges,
  type ChangeSet,
  type SectionChange,
  type SettingChange,
} from './changes'
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
