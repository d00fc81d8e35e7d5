// The editor's fetch of a version's files asks again when an answer never comes (the 390 px
// walk once waited 120 s on a saved version whose contents never arrived), and says so when
// it never does, rather than leaving the tab on the version before without a word.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BATCH_TIMEOUT_MS, patiently } from '../../src/features/editor/theme-files'

afterEach(() => {
  vi.useRealTimers()
})

describe('patiently', () => {
  it('returns the first answer when it comes in time', async () => {
    const ask = vi.fn(async () => 'files')
    await expect(patiently(ask)).resolves.toBe('files')
    expect(ask).toHaveBeenCalledTimes(1)
  })

  it('asks again when an answer does not come, and takes the later answer', async () => {
    vi.useFakeTimers()
    const ask = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise<string>(() => {}))
      .mockImplementationOnce(async () => 'files')
    const answer = patiently(ask)
    await vi.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS)
    await expect(answer).resolves.toBe('files')
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('fails with a message after three unanswered asks', async () => {
    vi.useFakeTimers()
    const ask = vi.fn(() => new Promise<string>(() => {}))
    const answer = patiently(ask)
    const failed = expect(answer).rejects.toThrow(/did not arrive in 20 s, 3 times/)
    await vi.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS * 3)
    await failed
    expect(ask).toHaveBeenCalledTimes(3)
  })

  it('passes an error on at once, without asking again', async () => {
    const ask = vi.fn(async () => {
      throw new Error('Not allowed')
    })
    await expect(patiently(ask)).rejects.toThrow('Not allowed')
    expect(ask).toHaveBeenCalledTimes(1)
  })
})
