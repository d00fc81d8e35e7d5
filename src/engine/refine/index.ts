// Refinements without a model: the quick refinements (the list, their names, the store they are
// made for) and Vitrine's own rules, which turn a quick refinement or a custom request they can
// read into a ChangeSet for the one settings writer (edit/). The AI (ai/) falls back on them.
export {
  DEFAULT_REFINEMENT_CATEGORIES,
  DEFAULT_REFINEMENT_STORE_NAME,
  QUICK_REFINEMENT_LABELS,
  QUICK_REFINEMENTS,
  quickRefinementTitle,
  refinementStoreContext,
  type QuickRefinement,
} from './quick'
export {
  CUSTOM_READERS,
  customRule,
  customRulesHelp,
  keepOwnColors,
  quickRule,
  understoodRequests,
  unreadParts,
  type CustomReader,
  type CustomRuleResult,
  type RuleResult,
} from './rules'
