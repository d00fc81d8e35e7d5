import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { callStructured, describeFailure } from '../../src/engine/ai/client'
import { DEFAULT_OPENAI_MODEL, openAIConfigFromEnv, type OpenAIConfig } from '../../src/engine/ai/config'
import { fakeAnswer, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai'

const schema = z.object({ greeting: z.string(), count: z.number() })
const KEY = 'sk-test-client-0123456789'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => fake.reset())

function config(overrides: Partial<OpenAIConfig> = {}): OpenAIConfig {
  return {
    apiKey: KEY,
    model: 'gpt-test',
    baseURL: fake.baseURL,
    maxRetries: 0,
    timeoutMs: 5_000,
    ...overrides,
  }
}

function call(overrides: Partial<OpenAIConfig> = {}) {
  return callStructured({
    config: config(overrides),
    system: 'sys',
    user: 'hello',
    schema,
    schemaName: 'greeting',
  })
}

describe('openAIConfigFromEnv', () => {
  it('is undefined without a key, or with a blank one', () => {
    expect(openAIConfigFromEnv({})).toBeUndefined()
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: '  ' })).toBeUndefined()
  })

  it('reads key, model (with its default), base URL and timeout', () => {
    expect(openAIConfigFromEnv({ OPENAI_API_KEY: 'sk-1' })).toEqual({
      apiKey: 'sk-1',
      model: DEFAULT_OPENAI_MODEL,
    })
    expect(
      openAIConfigFromEnv({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_MODEL: 'gpt-4o',
        OPENAI_BASE_URL: 'http://localhost:1234/v1',
        OPENAI_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ apiKey: 'sk-1', model: 'gpt-4o', baseURL: 'http://localhost:1234/v1', timeoutMs: 2500 })
  })
})

describe('callStructured against the fake OpenAI server', () => {
  it('sends model, messages, key and a strict json_schema response format, and returns the JSON', async () => {
    fake.script(fakeAnswer.json({ greeting: 'hi', count: 2 }))
    const result = await call()
    expect(result).toEqual({ ok: true, value: { greeting: 'hi', count: 2 } })
    const request = fake.requests[0]
    expect(request?.path).toBe('/v1/chat/completions')
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request?.body?.model).toBe('gpt-test')
    expect(request?.body?.messages).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'hello' },
    ])
    const format = request?.body?.response_format
    expect(format?.type).toBe('json_schema')
    expect(format?.json_schema?.name).toBe('greeting')
    expect(format?.json_schema?.strict).toBe(true)
    expect(format?.json_schema?.schema).toMatchObject({
      type: 'object',
      required: ['greeting', 'count'],
      additionalProperties: false,
    })
  })

  it('returns invalid JSON as a failure, noting a cut-off answer', async () => {
    fake.script(fakeAnswer.text('{"greeting": "hi", "cou'))
    expect(await call()).toEqual({ ok: false, reason: 'invalid-json', truncated: false })
    fake.script(fakeAnswer.text('{"greeting": "hi", "cou', 'length'))
    expect(await call()).toEqual({ ok: false, reason: 'invalid-json', truncated: true })
  })

  it('reports a refusal', async () => {
    fake.script(fakeAnswer.refusal('I cannot help with that'))
    expect(await call()).toEqual({ ok: false, reason: 'refusal' })
  })

  it('retries an HTTP 500 exactly maxRetries times, then reports the status', async () => {
    fake.script(fakeAnswer.status(500))
    expect(await call({ maxRetries: 2 })).toEqual({ ok: false, reason: 'http', status: 500 })
    expect(fake.requests).toHaveLength(3)
  })

  it('succeeds when a retry gets through', async () => {
    fake.script(fakeAnswer.status(503), fakeAnswer.json({ greeting: 'again', count: 1 }))
    expect(await call({ maxRetries: 1 })).toEqual({ ok: true, value: { greeting: 'again', count: 1 } })
    expect(fake.requests).toHaveLength(2)
  })

  it('gives up on a hanging server within the time budget, retries included', async () => {
    fake.script(fakeAnswer.hang())
    const started = Date.now()
    const result = await call({ timeoutMs: 400, maxRetries: 10 })
    expect(result).toEqual({ ok: false, reason: 'timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(350)
    // A budget per attempt would let all 11 attempts hang 400 ms each; the budget is the call's,
    // so the first hang spends it and no retry follows. Counted, not timed: a busy machine's
    // clock says nothing here.
    expect(fake.requests).toHaveLength(1)
  })

  it('reports an unreachable server as a network failure', async () => {
    const result = await call({ baseURL: 'http://127.0.0.1:1/v1' })
    expect(result).toEqual({ ok: false, reason: 'network' })
  })

  it('uses the fetch it is given', async () => {
    fake.script(fakeAnswer.json({ greeting: 'via fetch', count: 3 }))
    const seen: string[] = []
    const countingFetch: typeof fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input))
      return fetch(input, init)
    }
    const result = await callStructured({
      config: config(),
      fetch: countingFetch,
      system: 's',
      user: 'u',
      schema,
      schemaName: 'greeting',
    })
    expect(result.ok).toBe(true)
    expect(seen).toEqual([`${fake.baseURL}/chat/completions`])
  })

  it('describes failures without quoting the provider, so a key in an error body never leaks', async () => {
    fake.script(fakeAnswer.status(401, `Incorrect API key provided: ${KEY}`))
    const result = await call()
    expect(result).toEqual({ ok: false, reason: 'http', status: 401 })
    if (result.ok) return
    const text = describeFailure(result)
    expect(text).toBe('OpenAI rejected the API key (HTTP 401)')
    expect(text).not.toContain(KEY)
  })
})
