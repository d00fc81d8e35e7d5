import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { goodPlan } from '../support/ai-fixtures'
import { fakeAnswer, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai'
import { runCli, tempDir } from './helpers'

const PROMPT = 'A cosy candle shop with soy candles and diffusers'

describe('vitrine generate with OPENAI_API_KEY', () => {
  let fake: FakeOpenAI
  let dir: Awaited<ReturnType<typeof tempDir>>
  const env = () => ({
    OPENAI_API_KEY: 'sk-test-cli',
    OPENAI_MODEL: 'gpt-test-mini',
    OPENAI_BASE_URL: fake.baseURL,
  })

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    dir = await tempDir()
  })
  afterAll(async () => {
    await fake.stop()
    await dir.remove()
  })
  beforeEach(() => fake.reset())

  it('lets the AI designer make the theme', async () => {
    fake.script(fakeAnswer.json(goodPlan()))
    const result = await runCli(['generate', PROMPT, '--out', 'ai-theme'], dir.path, env())
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('Store: Luna Wick Candles (')
    expect(result.stdout).toContain('designed by gpt-test-mini')
    expect(fake.requests).toHaveLength(1)
    const checked = await runCli(['check', 'ai-theme', '--json'], dir.path)
    expect(JSON.parse(checked.stdout).errors).toBe(0)
  })

  it('falls back to the composer when the AI fails, and says so', async () => {
    fake.script(fakeAnswer.status(500, 'upstream broke'))
    const result = await runCli(['generate', PROMPT], dir.path, { ...env(), OPENAI_TIMEOUT_MS: '5000' })
    expect(result).toMatchObject({ code: 0, stderr: '' })
    expect(result.stdout).toContain('The AI designer was not available')
    expect(result.stdout).toContain('made by the composer: the AI designer failed')
  })

  it('uses only the composer with --composer', async () => {
    const result = await runCli(['generate', PROMPT, '--composer', '--json'], dir.path, env())
    expect(result.code).toBe(0)
    expect(fake.requests).toHaveLength(0)
    expect(JSON.parse(result.stdout).explanation).not.toContain('AI designer')
  })
})
