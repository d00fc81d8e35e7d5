// How the engine reaches OpenAI. The engine never reads process.env (it also runs in the browser):
// callers read their environment and pass the result in.

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini'
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1'
/** Whole budget of one generation or refinement, retries included. */
export const DEFAULT_OPENAI_TIMEOUT_MS = 90_000
export const DEFAULT_OPENAI_MAX_RETRIES = 1

export interface OpenAIConfig {
  apiKey: string
  model: string
  /** Any OpenAI-compatible endpoint speaking Chat Completions with json_schema response formats. */
  baseURL?: string
  timeoutMs?: number
  maxRetries?: number
}

/**
 * OPENAI_API_KEY, OPENAI_MODEL (default gpt-4.1-mini), OPENAI_BASE_URL, OPENAI_TIMEOUT_MS ->
 * the `openai` option of generateTheme / refineTheme; undefined without a key (the composer then
 * generates on its own).
 */
export function openAIConfigFromEnv(env: Record<string, string | undefined>): OpenAIConfig | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim()
  if (!apiKey) return undefined
  const config: OpenAIConfig = { apiKey, model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL }
  const baseURL = env.OPENAI_BASE_URL?.trim()
  if (baseURL) config.baseURL = baseURL
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS)
  if (Number.isFinite(timeoutMs) && timeoutMs > 0) config.timeoutMs = timeoutMs
  return config
}
