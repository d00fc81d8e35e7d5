// Business constants of SPEC.md section 9, shared by the backend and the UI.
export const SIGNUP_BONUS_CREDITS = 5
export const STORE_CONNECT_BONUS_CREDITS = 5
export const GENERATION_COST = 1
export const REFINEMENT_COST = 1
export const LOW_CREDIT_THRESHOLD = 5
export const PRO_DESIGNER_MONTHLY_CREDITS = 40
export const TOPUP_CREDITS = 20

/** Generations (and refinements) a user may start per minute. */
export const GENERATION_RATE_LIMIT_PER_MINUTE = 10
export const MAX_PROMPT_LENGTH = 4000
export const MAX_TITLE_LENGTH = 200
export const MAX_THEME_FILES = 400
/** Convex documents hold at most 1 MiB; a theme version keeps well under it. */
export const MAX_THEME_BYTES = 900_000
export const MAX_IMAGE_BYTES = 2_000_000
export const MAX_IMAGES = 10
