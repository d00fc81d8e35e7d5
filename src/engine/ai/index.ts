// The AI generator and refinements: OpenAI structured output when configured, the composer and
// Vitrine's own refinement rules (../refine) otherwise (and as the fallback).
export { generateTheme, GENERATE_ERROR, type AIOptions, type GenerateResult } from './generate'
export {
  refineTheme,
  REFINE_ERROR,
  CUSTOM_REFINE_ERROR,
  CUSTOM_REFINE_FAILED_TEXT,
  customRefinementHelp,
  EMPTY_REFINEMENT_ERROR,
  type Refinement,
  type RefineResult,
  type PartialRefinement,
} from './refine'
export {
  openAIConfigFromEnv,
  DEFAULT_OPENAI_MODEL,
  DEFAULT_OPENAI_TIMEOUT_MS,
  type OpenAIConfig,
} from './config'
export {
  quickRefinementPrompt,
  customRefinementPrompt,
  generationSystemPrompt,
  generationUserPrompt,
} from './prompts'
export { themePlanSchema, type ThemePlan } from './plan'
export { mergeRefinement, type RefinementKind } from '../edit/visual-edit'
