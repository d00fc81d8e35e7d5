// One structured-output call to OpenAI through the official SDK. Chat Completions (not Responses)
// with `zodResponseFormat`: it is the API that OpenAI-compatible endpoints behind OPENAI_BASE_URL
// implement too. The answer is returned as unknown JSON, not parsed with the zod schema here: the
// caller repairs what it can instead of losing a whole answer to one bad colour.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, type ClientOptions } from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { z } from 'zod'
import {
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_OPENAI_MAX_RETRIES,
  DEFAULT_OPENAI_TIMEOUT_MS,
  type OpenAIConfig,
} from './config'

export type CallFailure =
  | { reason: 'timeout' }
  | { reason: 'http'; status: number }
  | { reason: 'network' }
  | { reason: 'refusal' }
  | { reason: 'empty' }
  | { reason: 'invalid-json'; truncated: boolean }

export type CallResult = { ok: true; value: unknown } | ({ ok: false } & CallFailure)

export interface StructuredCall {
  config: OpenAIConfig
  fetch?: ClientOptions['fetch']
  system: string
  user: string
  schema: z.ZodType
  schemaName: string
}

export async function callStructured(call: StructuredCall): Promise<CallResult> {
  const { config } = call
  const timeoutMs = config.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS
  // The SDK's timeout is per attempt; this deadline bounds all attempts together.
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  try {
    const client = new OpenAI({
      apiKey: config.apiKey,
      // Explicit, so the SDK does not pick these up from process.env behind the caller's back.
      baseURL: config.baseURL ?? DEFAULT_OPENAI_BASE_URL,
      organization: null,
      project: null,
      maxRetries: config.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES,
      timeout: timeoutMs,
      ...(call.fetch ? { fetch: call.fetch } : {}),
    })
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: call.system },
          { role: 'user', content: call.user },
        ],
        response_format: zodResponseFormat(call.schema, call.schemaName),
      },
      { signal: deadline.signal },
    )
    const choice = completion.choices[0]
    const message = choice?.message
    if (message?.refusal) return { ok: false, reason: 'refusal' }
    const content = message?.content
    if (!content || content.trim() === '') return { ok: false, reason: 'empty' }
    try {
      // The key must never reach a theme, even if a model or proxy echoes it.
      const redacted = config.apiKey.length >= 4 ? content.split(config.apiKey).join('[redacted]') : content
      return { ok: true, value: JSON.parse(redacted) as unknown }
    } catch {
      return { ok: false, reason: 'invalid-json', truncated: choice?.finish_reason === 'length' }
    }
  } catch (error) {
    if (
      deadline.signal.aborted ||
      error instanceof APIConnectionTimeoutError ||
      error instanceof APIUserAbortError
    )
      return { ok: false, reason: 'timeout' }
    if (error instanceof APIError && typeof error.status === 'number')
      return { ok: false, reason: 'http', status: error.status }
    return { ok: false, reason: 'network' }
  } finally {
    clearTimeout(timer)
  }
}

/** A sentence for the explanation. Never the SDK's message: provider errors can quote the key. */
export function describeFailure(failure: CallFailure): string {
  switch (failure.reason) {
    case 'timeout':
      return 'the OpenAI request timed out'
    case 'http':
      return failure.status === 401
        ? 'OpenAI rejected the API key (HTTP 401)'
        : failure.status === 429
          ? 'OpenAI is rate limiting requests (HTTP 429)'
          : `OpenAI answered with HTTP ${failure.status}`
    case 'network':
      return 'OpenAI could not be reached'
    case 'refusal':
      return 'the model declined the request'
    case 'empty':
      return 'the model returned an empty answer'
    case 'invalid-json':
      return failure.truncated ? 'the model answer was cut off' : 'the model answer was not valid JSON'
  }
}

/**
 * The key is sent only in the Authorization header, but whatever reaches a theme or an explanation
 * is checked for it anyway: a model or a proxy can echo anything.
 */
export function redactGenerated(
  generated: { files: Record<string, string>; explanation: string } | undefined,
  secret: string,
): void {
  if (!generated || secret.length < 4) return
  const redact = (text: string) => text.split(secret).join('[redacted]')
  generated.explanation = redact(generated.explanation)
  for (const [path, source] of Object.entries(generated.files)) generated.files[path] = redact(source)
}
