import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import schema from '../../convex/schema'
import { LocalBackend } from '../../src/local-backend/backend'
import { modules } from '../convex/setup'

type SavedFile = { database: { documents: Record<string, { email?: string; credits?: number }> } }

const dirs: string[] = []
const opened: LocalBackend[] = []
async function open(dataFile?: string, log?: (line: string) => void) {
  const backend = await LocalBackend.create({ schema, modules, dataFile, log })
  opened.push(backend)
  return backend
}
async function dataFile() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-local-'))
  dirs.push(dir)
  return join(dir, 'data.json')
}
afterEach(async () => {
  // A write still on its way (a job still running, say) would recreate files in a folder being
  // removed (ENOTEMPTY).
  await Promise.all(opened.splice(0).map((backend) => backend.settle()))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('local backend', () => {
  it('runs the convex functions for a signed-up user, as Clerk users would see them', async () => {
    const backend = await open()
    const { token } = await backend.auth.signUp({ email: 'Ana@Example.com', password: 'secret1' })
    expect(await backend.call('mutation', 'users:ensure', {}, token)).toMatchObject({ ok: true })
    const me = await backend.call('query', 'users:me', {}, token)
    expect(me).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'ana@example.com', credits: 5 }),
    })
  })

  it('treats calls without a session as signed out and returns ConvexError texts', async () => {
    const backend = await open()
    expect(await backend.call('query', 'users:me', {})).toEqual({ ok: true, value: null })
    expect(await backend.call('mutation', 'credits:use', {})).toMatchObject({
      ok: false,
      error: { message: 'Not signed in' },
    })
  })

  it('keeps data and sessions across a restart', async () => {
    const file = await dataFile()
    const first = await open(file)
    const { token } = await first.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await first.call('mutation', 'users:ensure', {}, token)
    const created = await first.call('mutation', 'projects:create', { shop: 'stride' }, token)
    await first.flush()
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('database.documents')

    const second = await open(file)
    const list = await second.call('query', 'projects:list', {}, token)
    expect(list).toMatchObject({ ok: true, value: [{ shopDomain: 'stride.myshopify.com' }] })
    // New documents do not reuse ids of the old ones.
    const again = await second.call('mutation', 'projects:create', { shop: 'other' }, token)
    expect(again).toMatchObject({ ok: true })
    expect((again as { value: string }).value).not.toBe((created as { value: string }).value)
  })

  it('saves the latest value of every document, re-encoding only what changed', async () => {
    const file = await dataFile()
    const backend = await open(file)
    const { token } = await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await backend.call('mutation', 'users:ensure', {}, token)
    const projectId = (await backend.call('mutation', 'projects:create', { shop: 'stride' }, token)) as {
      value: string
    }
    await backend.flush()
    const before = JSON.parse(await readFile(file, 'utf8')) as SavedFile
    // A patch after a save: the file must hold the new value, not the text kept from before.
    await backend.call('mutation', 'credits:use', {}, token)
    await backend.call('mutation', 'projects:remove', { projectId: projectId.value }, token)
    await backend.flush()
    const after = JSON.parse(await readFile(file, 'utf8')) as SavedFile
    const credits = (saved: SavedFile) =>
      Object.values(saved.database.documents).find((doc) => doc.email === 'ana@example.com')?.credits
    expect(credits(after)).toBe(credits(before)! - 1)
    expect(after.database.documents[projectId.value]).toBeUndefined()
    expect(before.database.documents[projectId.value]).toBeDefined()
    // And it loads: the same data after a restart.
    const again = await open(file)
    expect(await again.call('query', 'projects:list', {}, token)).toEqual({ ok: true, value: [] })
  })

  it('notifies watchers after every write, not after reads', async () => {
    const backend = await open()
    const { token } = await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    let changes = 0
    backend.subscribe(() => changes++)
    await backend.call('query', 'users:me', {}, token)
    expect(changes).toBe(0)
    await backend.call('mutation', 'users:ensure', {}, token)
    expect(changes).toBe(1)
  })

  it('applies concurrent debits one transaction at a time', async () => {
    const backend = await open()
    const { token } = await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await backend.call('mutation', 'users:ensure', {}, token)
    const results = await Promise.all(
      Array.from({ length: 9 }, () => backend.call('mutation', 'credits:use', {}, token)),
    )
    expect(results.filter((r) => r.ok && r.value === true)).toHaveLength(5)
    expect(await backend.call('query', 'users:me', {}, token)).toMatchObject({ value: { credits: 0 } })
  })
})

describe('local accounts', () => {
  it('enforces the password rules of SPEC.md and refuses duplicates', async () => {
    const backend = await open()
    await expect(backend.auth.signUp({ email: 'ana@example.com', password: '12345' })).rejects.toThrow(
      'at least 6 characters',
    )
    await expect(backend.auth.signUp({ email: 'not-an-email', password: '123456' })).rejects.toThrow(
      'valid email',
    )
    await backend.auth.signUp({ email: 'ana@example.com', password: '123456' })
    await expect(backend.auth.signUp({ email: 'ANA@example.com', password: '123456' })).rejects.toThrow(
      'already exists',
    )
  })

  it('signs in with the right password only, and signs out', async () => {
    const backend = await open()
    await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await expect(backend.auth.signIn({ email: 'ana@example.com', password: 'wrong!!' })).rejects.toThrow(
      'Invalid email or password',
    )
    await expect(backend.auth.signIn({ email: 'ben@example.com', password: 'secret1' })).rejects.toThrow(
      'Invalid email or password',
    )
    const { token, identity } = await backend.auth.signIn({ email: 'ana@example.com', password: 'secret1' })
    expect(backend.auth.identityFor(token)).toEqual(identity)
    backend.auth.signOut(token)
    expect(backend.auth.identityFor(token)).toBeNull()
  })

  it('stores no plain password', async () => {
    const file = await dataFile()
    const backend = await open(file)
    await backend.auth.signUp({ email: 'ana@example.com', password: 'correct horse' })
    await backend.flush()
    expect(await readFile(file, 'utf8')).not.toContain('correct horse')
  })

  it('keeps saving after a write fails, and says why in the log', async () => {
    const dir = dirname(await dataFile())
    const blocker = join(dir, 'blocked')
    const lines: string[] = []
    const backend = await open(join(blocker, 'data.json'), (line) => lines.push(line))
    await writeFile(blocker, 'a file where the data folder should be')
    const { token } = await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await backend.flush()
    expect(lines.join('\n')).toMatch(/saving .*data\.json failed/)

    await rm(blocker)
    await backend.call('mutation', 'users:ensure', {}, token)
    await backend.flush()
    const saved = JSON.parse(await readFile(join(blocker, 'data.json'), 'utf8'))
    expect(JSON.stringify(saved.auth)).toContain('ana@example.com')
  })
})

describe('scheduled work and older data files', () => {
  it('a generation job run by the scheduler is saved and tells watchers, with no request waiting', async () => {
    const file = await dataFile()
    const backend = await open(file)
    const { token } = await backend.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await backend.call('mutation', 'users:ensure', {}, token)
    let changes = 0
    backend.subscribe(() => changes++)
    const started = (await backend.call(
      'mutation',
      'generation:start',
      { prompt: 'A tea shop called Leaf' },
      token,
    )) as {
      value: { success: boolean; jobId: string }
    }
    expect(started.value.success).toBe(true)
    const afterStart = changes
    let job: { status: string } | undefined
    for (let i = 0; i < 600 && job?.status !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      job = (
        (await backend.call('query', 'generation:job', { jobId: started.value.jobId }, token)) as {
          value: { status: string }
        }
      ).value
    }
    expect(job).toMatchObject({ status: 'succeeded', step: 'done' })
    // The job's steps and its save each told the watchers.
    expect(changes).toBeGreaterThan(afterStart + 3)
    await backend.flush()
    const reopened = await open(file)
    expect(await reopened.call('query', 'themes:current', {}, token)).toMatchObject({
      value: { number: 1, storeConfig: { name: 'Leaf' } },
    })
  })

  it('migrates versions holding whole themes and pages holding their preview on load', async () => {
    const file = await dataFile()
    const first = await open(file)
    const { token } = await first.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await first.call('mutation', 'users:ensure', {}, token)
    const projectId = (
      (await first.call('mutation', 'projects:create', { shop: 'stride' }, token)) as { value: string }
    ).value
    const pageId = (
      (await first.call(
        'mutation',
        'pages:create',
        { projectId, pageType: 'homepage', title: 'Home', userPrompt: 'Shoes' },
        token,
      )) as { value: string }
    ).value
    const config = { name: 'Stride', tagline: '', primaryColor: '#112233', categories: [] }
    await first.call(
      'mutation',
      'themes:saveEdit',
      {
        pageId,
        source: 'import',
        changes: [{ path: 'layout/theme.liquid', source: 'new shape' }],
        explanation: '',
        storeConfig: config,
      },
      token,
    )
    await first.flush()
    // Rewrite the file as an older Vitrine wrote it: the whole theme in the version, the
    // preview in the page, and no content-addressed documents.
    const saved = JSON.parse(await readFile(file, 'utf8'))
    const documents = saved.database.documents as Record<string, Record<string, unknown>>
    for (const [id, doc] of Object.entries(documents)) {
      if (id.endsWith('themeContents') || id.endsWith('themeTrees')) delete documents[id]
      if (id.endsWith('themeVersions')) {
        delete doc.trees
        delete doc.fileCount
        delete doc.bytes
        delete doc.explanationHash
        doc.explanation = 'Built Stride.'
        doc.files = [
          { path: 'layout/theme.liquid', source: '<html>{{ content_for_layout }}</html>' },
          { path: 'locales/ja.json', source: '{"hello":"こんにちは"}' },
        ]
      }
      if (id.endsWith('pages')) {
        delete doc.hasPreview
        doc.generatedHtml = '<html>legacy preview</html>'
      }
    }
    await writeFile(file, JSON.stringify(saved))

    const lines: string[] = []
    const second = await open(file, (line) => lines.push(line))
    expect(lines.join('\n')).toContain('migrated 2 documents')
    const current = (await second.call('query', 'themes:current', { pageId }, token)) as {
      value: { themeId: string; explanation: string; manifest: { path: string; hash: string }[] }
    }
    expect(current.value.manifest.map((entry) => entry.path)).toEqual([
      'layout/theme.liquid',
      'locales/ja.json',
    ])
    const contents = (await second.call(
      'query',
      'themes:contents',
      { themeId: current.value.themeId, hashes: current.value.manifest.map((entry) => entry.hash) },
      token,
    )) as { value: { text: string }[] }
    expect(contents.value.map((content) => content.text)).toEqual([
      '<html>{{ content_for_layout }}</html>',
      '{"hello":"こんにちは"}',
    ])
    expect(await second.call('query', 'pages:generatedHtml', { pageId }, token)).toEqual({
      ok: true,
      value: '<html>legacy preview</html>',
    })
    expect(await second.call('query', 'pages:get', { pageId }, token)).toMatchObject({
      value: { hasGeneratedHtml: true },
    })
  })
})

describe('a restart while tabs were open', () => {
  it('forgets the presence of tabs that stopped beating while the server was down', async () => {
    const file = await dataFile()
    const first = await open(file)
    const { token } = await first.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await first.call('mutation', 'users:ensure', {}, token)
    const projectId = (
      (await first.call('mutation', 'projects:create', { shop: 'stride' }, token)) as {
        value: string
      }
    ).value
    const where = { projectId, sessionId: 'ana-tab-0001', screen: 'pages' }
    expect(await first.call('mutation', 'presence:heartbeat', where, token)).toMatchObject({
      value: { ok: true },
    })
    await first.flush()
    // The data file as the server left it a minute ago.
    const saved = JSON.parse(await readFile(file, 'utf8'))
    const documents = saved.database.documents as Record<string, Record<string, unknown>>
    for (const [id, doc] of Object.entries(documents)) {
      if (id.endsWith('presenceBeats')) doc.at = Date.now() - 60_000
    }
    await writeFile(file, JSON.stringify(saved))

    const second = await open(file)
    await second.flush()
    const left = Object.keys(JSON.parse(await readFile(file, 'utf8')).database.documents as object)
    expect(left.filter((id) => id.endsWith('presence') || id.endsWith('presenceBeats'))).toEqual([])
  })
})

describe('a restart in the middle of a job', () => {
  it('fails the job that was running and gives its credit back', async () => {
    const file = await dataFile()
    const first = await open(file)
    const { token } = await first.auth.signUp({ email: 'ana@example.com', password: 'secret1' })
    await first.call('mutation', 'users:ensure', {}, token)
    const started = (await first.call('mutation', 'generation:start', { prompt: 'A tea shop' }, token)) as {
      value: { jobId: string }
    }
    const { jobId } = started.value
    await first.flush()
    // The data file as the dev server left it when it stopped mid-generation: the credit taken,
    // the job running.
    const saved = JSON.parse(await readFile(file, 'utf8'))
    const documents = saved.database.documents as Record<string, Record<string, unknown>>
    Object.assign(documents[jobId]!, { status: 'running', step: 'designing' })
    const user = Object.entries(documents).find(([id]) => id.endsWith('users'))![1]
    user.credits = 4
    await writeFile(file, JSON.stringify(saved))

    const second = await open(file)
    expect(await second.call('query', 'generation:job', { jobId }, token)).toMatchObject({
      value: { status: 'failed', error: 'Failed to generate theme' },
    })
    expect(await second.call('query', 'users:me', {}, token)).toMatchObject({ value: { credits: 5 } })
  })
})
