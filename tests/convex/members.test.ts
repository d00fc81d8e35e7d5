// Sharing a store: invitations (expired, reused, wrong email), roles, removal and leaving,
// presence, and who pays for and who made a collaborator's versions.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import {
  INVITE_EXPIRED,
  INVITE_NOT_FOUND,
  INVITE_UNVERIFIED,
  INVITE_USED,
  inviteWrongEmail,
  MAX_MEMBERS,
  NO_LONGER_MEMBER,
  OWNER_ONLY,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TTL_MS,
  TOO_MANY_PEOPLE,
  VIEWER_CANNOT_EDIT,
} from '../../convex/model/constants'
import {
  anasHomePage,
  currentFiles,
  newBackend,
  saveTheme,
  settleJob,
  signedIn,
  type Backend,
} from './helpers'

afterEach(() => {
  vi.useRealTimers()
})

/** Ana's store with a home page whose theme has one version. */
async function anasStore(t: Backend = newBackend()) {
  const { ana, projectId, pageId } = await anasHomePage(t)
  const first = await saveTheme(
    ana,
    { 'layout/theme.liquid': '<h1>Stride</h1>{{ content_for_layout }}' },
    { pageId },
  )
  return { t, ana, projectId, pageId, first }
}

type Person = Awaited<ReturnType<typeof signedIn>>

async function invite(owner: Person, projectId: Id<'projects'>, email: string, role: 'editor' | 'viewer') {
  return await owner.mutation(api.members.invite, { projectId, email, role })
}

async function withMember(role: 'editor' | 'viewer' = 'editor') {
  const store = await anasStore()
  const bo = await signedIn(store.t, 'bo')
  const { token } = await invite(store.ana, store.projectId, 'Bo@Example.com', role)
  await bo.mutation(api.members.accept, { token })
  return { ...store, bo }
}

/** A code edit of the layout on `base`, by `who`. */
async function editLayout(who: Person, pageId: Id<'pages'>, base: Id<'themeVersions'>) {
  return await saveTheme(
    who,
    { 'layout/theme.liquid': 'x' },
    { pageId, source: 'code_edit', baseVersionId: base },
  )
}

describe('invitations', () => {
  it('a link accepted by the invited email makes them a member: the store is theirs to see, marked shared', async () => {
    const { t, ana, projectId } = await anasStore()
    const bo = await signedIn(t, 'bo')
    const sent = await invite(ana, projectId, ' BO@example.com ', 'editor')
    expect(sent).toMatchObject({ email: 'bo@example.com', role: 'editor' })
    expect(sent.token).toMatch(/^[0-9a-f]{64}$/)
    // The table keeps only the secret's hash.
    const stored = await t.run(async (ctx) => ctx.db.get(sent.inviteId))
    expect(stored?.tokenHash).not.toBe(sent.token)

    expect(await bo.query(api.members.invitation, { token: sent.token })).toMatchObject({
      storeName: 'Stride',
      role: 'editor',
      invitedBy: 'ana',
      status: 'open',
    })
    expect(await bo.query(api.projects.list, {})).toEqual([])
    expect(await bo.mutation(api.members.accept, { token: sent.token })).toEqual({
      projectId,
      role: 'editor',
    })

    const [shared] = await bo.query(api.projects.list, {})
    expect(shared).toMatchObject({ _id: projectId, role: 'editor', shared: true, ownerName: 'ana' })
    expect(await ana.query(api.projects.list, {})).toMatchObject([
      { role: 'owner', shared: false, ownerName: null, memberCount: 1 },
    ])
    const listed = await ana.query(api.members.list, { projectId })
    expect(listed.members.map(({ name, role, you }) => ({ name, role, you }))).toEqual([
      { name: 'ana', role: 'owner', you: true },
      { name: 'bo', role: 'editor', you: false },
    ])
    expect(listed.invites).toEqual([])
  })

  it('the invited email sees the invitation on their dashboard and accepts it by id (cloud mode)', async () => {
    const { t, ana, projectId } = await anasStore()
    const bo = await signedIn(t, 'bo')
    const cy = await signedIn(t, 'cy')
    const { inviteId } = await invite(ana, projectId, 'bo@example.com', 'viewer')
    const none = { page: [], continueCursor: null }
    expect(await cy.query(api.members.invitations, {})).toEqual(none)
    expect(await bo.query(api.members.invitations, {})).toMatchObject({
      page: [{ inviteId, storeName: 'Stride', role: 'viewer' }],
      continueCursor: null,
    })
    await expect(cy.mutation(api.members.accept, { inviteId })).rejects.toThrow(
      inviteWrongEmail('bo@example.com'),
    )
    expect(await bo.mutation(api.members.accept, { inviteId })).toEqual({ projectId, role: 'viewer' })
    expect(await bo.query(api.members.invitations, {})).toEqual(none)
  })

  it('refuses an expired invitation', async () => {
    const { t, ana, projectId } = await anasStore()
    const bo = await signedIn(t, 'bo')
    const { token, inviteId } = await invite(ana, projectId, 'bo@example.com', 'editor')
    await t.run(async (ctx) => ctx.db.patch(inviteId, { expiresAt: Date.now() - 1 }))
    expect(await bo.query(api.members.invitation, { token })).toMatchObject({ status: 'expired' })
    await expect(bo.mutation(api.members.accept, { token })).rejects.toThrow(INVITE_EXPIRED)
    expect(await bo.query(api.projects.list, {})).toEqual([])
  })

  it('refuses an invitation used already, to anyone else', async () => {
    const { t, ana, projectId } = await anasStore()
    const bo = await signedIn(t, 'bo')
    const { token } = await invite(ana, projectId, 'bo@example.com', 'editor')
    await bo.mutation(api.members.accept, { token })
    // The same person again: nothing changes.
    expect(await bo.mutation(api.members.accept, { token })).toEqual({ projectId, role: 'editor' })
    // A second account with the same address (another sign-in provider) cannot use it again.
    const twin = t.withIdentity({ subject: 'user_bo2', email: 'bo@example.com', emailVerified: true })
    await twin.mutation(api.users.ensure, {})
    await expect(twin.mutation(api.members.accept, { token })).rejects.toThrow(INVITE_USED)
    expect(await twin.query(api.projects.list, {})).toEqual([])
  })

  it('refuses another email, and an email not verified', async () => {
    const { t, ana, projectId } = await anasStore()
    const { token } = await invite(ana, projectId, 'bo@example.com', 'editor')
    const cy = await signedIn(t, 'cy')
    expect(await cy.query(api.members.invitation, { token })).toMatchObject({ status: 'wrong_email' })
    await expect(cy.mutation(api.members.accept, { token })).rejects.toThrow(
      inviteWrongEmail('bo@example.com'),
    )
    const unverified = t.withIdentity({ subject: 'user_bo', email: 'bo@example.com', emailVerified: false })
    await unverified.mutation(api.users.ensure, {})
    expect(await unverified.query(api.members.invitation, { token })).toMatchObject({ status: 'unverified' })
    await expect(unverified.mutation(api.members.accept, { token })).rejects.toThrow(INVITE_UNVERIFIED)
    expect(await cy.query(api.projects.list, {})).toEqual([])
    expect(await unverified.query(api.projects.list, {})).toEqual([])
  })

  it('a renewed link replaces the old one; a cancelled invitation is gone', async () => {
    const { t, ana, projectId } = await anasStore()
    const bo = await signedIn(t, 'bo')
    const sent = await invite(ana, projectId, 'bo@example.com', 'editor')
    const renewed = await ana.mutation(api.members.renewInvite, { inviteId: sent.inviteId })
    expect(renewed.token).not.toBe(sent.token)
    expect(await bo.query(api.members.invitation, { token: sent.token })).toBeNull()
    await expect(bo.mutation(api.members.accept, { token: sent.token })).rejects.toThrow(INVITE_NOT_FOUND)
    await ana.mutation(api.members.cancelInvite, { inviteId: sent.inviteId })
    await expect(bo.mutation(api.members.accept, { token: renewed.token })).rejects.toThrow(INVITE_NOT_FOUND)
    await expect(bo.mutation(api.members.accept, { inviteId: sent.inviteId })).rejects.toThrow(
      INVITE_NOT_FOUND,
    )
    await expect(ana.mutation(api.members.renewInvite, { inviteId: sent.inviteId })).rejects.toThrow(
      INVITE_NOT_FOUND,
    )
    expect((await ana.query(api.members.list, { projectId })).invites).toEqual([])
    expect((await bo.query(api.members.invitations, {})).page).toEqual([])
  })

  it('checks the address, and refuses the owner, a member, and more than the limit', async () => {
    const { t, ana, projectId } = await withMember()
    await expect(invite(ana, projectId, 'not an email', 'viewer')).rejects.toThrow(
      'Enter a valid email address',
    )
    await expect(invite(ana, projectId, '  ', 'viewer')).rejects.toThrow('Enter the email address')
    await expect(invite(ana, projectId, 'ANA@example.com', 'viewer')).rejects.toThrow(
      'You own this store already',
    )
    await expect(invite(ana, projectId, 'bo@example.com', 'viewer')).rejects.toThrow(
      'bo@example.com is already a member of this store',
    )
    // Inviting an address again replaces its open invitation.
    await invite(ana, projectId, 'cy@example.com', 'viewer')
    await invite(ana, projectId, 'cy@example.com', 'editor')
    expect((await ana.query(api.members.list, { projectId })).invites).toMatchObject([
      { email: 'cy@example.com', role: 'editor' },
    ])
    for (let i = 3; i <= MAX_MEMBERS; i++) await invite(ana, projectId, `guest${i}@example.com`, 'viewer')
    await expect(invite(ana, projectId, 'one-more@example.com', 'viewer')).rejects.toThrow(
      `at most ${MAX_MEMBERS} members`,
    )
    void t
  })

  it('counts the open invitations however many spent ones are newer; a renewed expired one counts again', async () => {
    const { t, ana, projectId } = await withMember()
    const sent: Awaited<ReturnType<typeof invite>>[] = []
    for (let i = 2; i <= MAX_MEMBERS; i++)
      sent.push(await invite(ana, projectId, `guest${i}@example.com`, 'viewer'))
    // 250 accepted invitations made after them, kept as a record.
    await t.run(async (ctx) => {
      const owner = (await ctx.db.get(projectId))!.userId
      for (let i = 0; i < 250; i++) {
        await ctx.db.insert('invites', {
          projectId,
          email: `past${i}@example.com`,
          role: 'viewer',
          tokenHash: `spent${i}`,
          invitedBy: owner,
          createdAt: Date.now() + 1000 + i,
          expiresAt: Date.now() + 60_000,
          acceptedAt: Date.now(),
        })
      }
    })
    await expect(invite(ana, projectId, 'one-more@example.com', 'viewer')).rejects.toThrow(TOO_MANY_PEOPLE)
    expect((await ana.query(api.members.list, { projectId })).invites).toHaveLength(MAX_MEMBERS - 1)
    // One expires: its place is free, until it is renewed.
    await t.run(async (ctx) => ctx.db.patch(sent[0]!.inviteId, { expiresAt: Date.now() - 1 }))
    await invite(ana, projectId, 'one-more@example.com', 'viewer')
    await expect(ana.mutation(api.members.renewInvite, { inviteId: sent[0]!.inviteId })).rejects.toThrow(
      TOO_MANY_PEOPLE,
    )
  })
})

describe('roles', () => {
  it("an editor edits and generates on the owner's page: the versions are theirs, the credit too", async () => {
    const { t, ana, bo, pageId, first } = await withMember('editor')
    const edited = await saveTheme(
      bo,
      { 'layout/theme.liquid': '<h1>Stride by Bo</h1>{{ content_for_layout }}' },
      { pageId, source: 'code_edit', baseVersionId: first.versionId },
    )
    expect(edited.author).toMatchObject({ name: 'bo', initials: 'BO' })
    // The owner sees it live, with who made it.
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({
      versionId: edited.versionId,
      author: { name: 'bo' },
    })
    expect(await currentFiles(ana, pageId)).toMatchObject({
      'layout/theme.liquid': '<h1>Stride by Bo</h1>{{ content_for_layout }}',
    })
    const history = await ana.query(api.themes.versions, {
      pageId,
      paginationOpts: { numItems: 5, cursor: null },
    })
    expect(history.page.map((version) => version.author?.name)).toEqual(['bo', 'ana'])

    const before = {
      ana: (await ana.query(api.users.me, {}))!.credits,
      bo: (await bo.query(api.users.me, {}))!.credits,
    }
    const started = await bo.mutation(api.generation.start, { prompt: 'A bold sneaker shop', pageId })
    if (!started.success) throw new Error(started.error)
    // The owner's editor shows Bo's job while it runs, and who started it.
    expect(await ana.query(api.generation.running, { pageId })).toMatchObject({
      jobId: started.jobId,
      mine: false,
      startedBy: { name: 'bo' },
    })
    expect(await bo.query(api.generation.running, { pageId })).toMatchObject({ mine: true, startedBy: null })
    expect((await settleJob(t, bo, started.jobId)).status).toBe('succeeded')
    expect(await ana.query(api.generation.running, { pageId })).toBeNull()
    expect((await bo.query(api.users.me, {}))!.credits).toBe(before.bo - 1)
    expect((await ana.query(api.users.me, {}))!.credits).toBe(before.ana)
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({
      source: 'generation',
      author: { name: 'bo' },
    })
    // The page is the owner's: it stays in their store and their "Your pages", and in Bo's too.
    expect((await ana.query(api.pages.recent, {})).map((page) => page._id)).toEqual([pageId])
    expect(await bo.query(api.pages.recent, {})).toMatchObject([{ _id: pageId, role: 'editor' }])
  })

  it("two people's edits made on the same version both stay; where both changed a file, the last is kept and named", async () => {
    const { ana, bo, pageId, first } = await withMember('editor')
    const layout = '<h1>Stride</h1>{{ content_for_layout }}'
    await saveTheme(
      ana,
      { 'layout/theme.liquid': layout, 'snippets/a.liquid': 'A' },
      { pageId, source: 'code_edit', baseVersionId: first.versionId },
    )
    const v2 = (await ana.query(api.themes.current, { pageId }))!
    // Bo still holds version 2 and adds a file; Ana meanwhile changes snippet a again.
    await saveTheme(
      ana,
      { 'snippets/a.liquid': 'A2' },
      { pageId, source: 'code_edit', baseVersionId: v2.versionId },
    )
    const bos = await bo.mutation(api.themes.saveEdit, {
      pageId,
      source: 'code_edit',
      baseVersionId: v2.versionId,
      changes: [{ path: 'snippets/b.liquid', source: 'B' }],
      explanation: '',
      storeConfig: { name: 'Stride', tagline: '', primaryColor: '#112233', categories: [] },
    })
    expect(bos.merged).toMatchObject({ over: 3, author: { name: 'ana' }, replaced: [] })
    expect(await currentFiles(ana, pageId)).toEqual({
      'layout/theme.liquid': layout,
      'snippets/a.liquid': 'A2',
      'snippets/b.liquid': 'B',
    })
    // Both change snippet a on version 4: the second is kept, and says whose change it replaced.
    const v4 = bos.versionId
    await saveTheme(
      ana,
      { 'snippets/a.liquid': 'from Ana' },
      { pageId, source: 'code_edit', baseVersionId: v4 },
    )
    const second = await bo.mutation(api.themes.saveEdit, {
      pageId,
      source: 'code_edit',
      baseVersionId: v4,
      changes: [{ path: 'snippets/a.liquid', source: 'from Bo' }],
      explanation: '',
      storeConfig: { name: 'Stride', tagline: '', primaryColor: '#112233', categories: [] },
    })
    expect(second.merged).toMatchObject({ over: 5, replaced: ['snippets/a.liquid'] })
    expect((await currentFiles(ana, pageId))!['snippets/a.liquid']).toBe('from Bo')
  })

  it('a viewer sees pages, themes, history and previews, and changes nothing', async () => {
    const { ana, bo, projectId, pageId, first } = await withMember('viewer')
    expect(await bo.query(api.pages.list, { projectId })).toHaveLength(1)
    expect(await bo.query(api.pages.get, { pageId })).toMatchObject({ role: 'viewer' })
    expect(await currentFiles(bo, pageId)).toMatchObject({
      'layout/theme.liquid': expect.stringContaining('Stride'),
    })
    await expect(editLayout(bo, pageId, first.versionId)).rejects.toThrow(VIEWER_CANNOT_EDIT)
    await expect(bo.mutation(api.generation.start, { prompt: 'A shop', pageId })).rejects.toThrow(
      VIEWER_CANNOT_EDIT,
    )
    await expect(bo.mutation(api.themes.restore, { versionId: first.versionId })).rejects.toThrow(
      VIEWER_CANNOT_EDIT,
    )
    expect((await ana.query(api.themes.current, { pageId }))?.versionCount).toBe(1)
  })

  it('the owner changes a role; members cannot manage members', async () => {
    const { ana, bo, projectId, pageId, first } = await withMember('editor')
    const { members } = await ana.query(api.members.list, { projectId })
    const memberId = members.find((member) => member.name === 'bo')!.memberId!
    await expect(bo.mutation(api.members.setRole, { memberId, role: 'editor' })).rejects.toThrow(OWNER_ONLY)
    await expect(invite(bo, projectId, 'cy@example.com', 'editor')).rejects.toThrow(OWNER_ONLY)
    await ana.mutation(api.members.setRole, { memberId, role: 'viewer' })
    await expect(editLayout(bo, pageId, first.versionId)).rejects.toThrow(VIEWER_CANNOT_EDIT)
    expect(await bo.query(api.projects.get, { projectId })).toMatchObject({ role: 'viewer' })
  })

  it('removal while the member is in the editor: gone from presence, refused at once', async () => {
    const { ana, bo, projectId, pageId, first } = await withMember('editor')
    const where = {
      projectId,
      pageId,
      screen: 'editor' as const,
      template: 'index' as const,
      tab: 'files' as const,
    }
    expect(await bo.mutation(api.presence.heartbeat, { ...where, sessionId: 'bo-tab-00001' })).toEqual({
      ok: true,
      role: 'editor',
    })
    expect(await ana.query(api.presence.list, { projectId })).toMatchObject([{ name: 'bo', tab: 'files' }])

    const memberId = (await ana.query(api.members.list, { projectId })).members.find(
      (m) => m.name === 'bo',
    )!.memberId!
    await ana.mutation(api.members.remove, { memberId })

    expect(await ana.query(api.presence.list, { projectId })).toEqual([])
    expect(await bo.mutation(api.presence.heartbeat, { ...where, sessionId: 'bo-tab-00001' })).toEqual({
      ok: false,
      error: NO_LONGER_MEMBER,
    })
    await expect(bo.query(api.themes.current, { pageId })).rejects.toThrow('Page not found')
    await expect(editLayout(bo, pageId, first.versionId)).rejects.toThrow('Page not found')
    expect(await bo.query(api.projects.list, {})).toEqual([])
    expect(await ana.query(api.presence.list, { projectId })).toEqual([])
  })

  it('the address of a store or page I was removed from answers only that I have no access; one deleted is missing', async () => {
    const { t, ana, bo, projectId, pageId } = await withMember('editor')
    expect(await bo.query(api.pages.access, { pageId })).toBe('granted')
    expect(await bo.query(api.projects.access, { projectId })).toBe('granted')
    const memberId = (await ana.query(api.members.list, { projectId })).members.find(
      (m) => m.name === 'bo',
    )!.memberId!
    await ana.mutation(api.members.remove, { memberId })

    // The answer is one word: no name, page, role or owner of the store.
    expect(await bo.query(api.pages.access, { pageId })).toBe('denied')
    expect(await bo.query(api.projects.access, { projectId })).toBe('denied')
    expect(await bo.query(api.pages.get, { pageId })).toBeNull()
    expect(await bo.query(api.projects.get, { projectId })).toBeNull()
    // Someone it was never shared with hears the same; its owner still opens it.
    const cy = await signedIn(t, 'cy')
    expect(await cy.query(api.pages.access, { pageId })).toBe('denied')
    expect(await ana.query(api.pages.access, { pageId })).toBe('granted')

    await ana.mutation(api.pages.remove, { pageId })
    expect(await bo.query(api.pages.access, { pageId })).toBe('missing')
    expect(await ana.query(api.pages.access, { pageId })).toBe('missing')
    await ana.mutation(api.projects.remove, { projectId })
    expect(await bo.query(api.projects.access, { projectId })).toBe('missing')
  })

  it('a member leaves; the owner cannot', async () => {
    const { ana, bo, projectId } = await withMember('viewer')
    await expect(ana.mutation(api.members.leave, { projectId })).rejects.toThrow('You own this store')
    await bo.mutation(api.members.leave, { projectId })
    expect(await bo.query(api.projects.list, {})).toEqual([])
    expect((await ana.query(api.members.list, { projectId })).members).toHaveLength(1)
  })

  it('deleting the store removes its members, invitations and presence', async () => {
    vi.useFakeTimers()
    const { t, ana, bo, projectId, pageId } = await withMember('editor')
    await invite(ana, projectId, 'cy@example.com', 'viewer')
    await bo.mutation(api.presence.heartbeat, {
      projectId,
      pageId,
      sessionId: 'bo-tab-00001',
      screen: 'editor',
    })
    await ana.mutation(api.projects.remove, { projectId })
    await t.finishAllScheduledFunctions(vi.runAllTimers)
    const left = await t.run(async (ctx) => ({
      members: await ctx.db.query('members').collect(),
      invites: await ctx.db.query('invites').collect(),
      presence: await ctx.db.query('presence').collect(),
      beats: await ctx.db.query('presenceBeats').collect(),
    }))
    expect(left).toEqual({ members: [], invites: [], presence: [], beats: [] })
    expect(await bo.query(api.projects.list, {})).toEqual([])
  })
})

describe('presence', () => {
  it('shows who else is here, where, one entry per person; not me', async () => {
    const { t, ana, bo, projectId, pageId } = await withMember('editor')
    const cy = await signedIn(t, 'cy')
    await ana.mutation(api.presence.heartbeat, { projectId, sessionId: 'ana-tab-0001', screen: 'pages' })
    await bo.mutation(api.presence.heartbeat, {
      projectId,
      pageId,
      sessionId: 'bo-tab-00001',
      screen: 'editor',
      template: 'product',
      tab: 'edit',
    })
    await bo.mutation(api.presence.heartbeat, { projectId, sessionId: 'bo-tab-00002', screen: 'pages' })
    expect(await ana.query(api.presence.list, { projectId })).toEqual([
      expect.objectContaining({ name: 'bo', initials: 'BO', screen: 'pages' }),
    ])
    expect(await bo.query(api.presence.list, { projectId })).toEqual([
      expect.objectContaining({ name: 'ana', screen: 'pages' }),
    ])
    await bo.mutation(api.presence.leave, { sessionId: 'bo-tab-00002' })
    expect(await ana.query(api.presence.list, { projectId })).toEqual([
      expect.objectContaining({
        name: 'bo',
        screen: 'editor',
        pageTitle: 'Home',
        template: 'product',
        tab: 'edit',
      }),
    ])
    // Someone without a role sees no one, and cannot say they are here.
    expect(await cy.query(api.presence.list, { projectId })).toEqual([])
    expect(
      await cy.mutation(api.presence.heartbeat, { projectId, sessionId: 'cy-tab-00001', screen: 'pages' }),
    ).toEqual({
      ok: false,
      error: NO_LONGER_MEMBER,
    })
  })

  it('a tab whose heartbeats stop is gone after the TTL; one that beats stays', async () => {
    vi.useFakeTimers()
    const { t, ana, bo, projectId, pageId } = await withMember('editor')
    const beat = (who: typeof ana, sessionId: string) =>
      who.mutation(api.presence.heartbeat, { projectId, pageId, sessionId, screen: 'editor' })
    await beat(bo, 'bo-tab-00001')
    await beat(ana, 'ana-tab-0001')
    for (let elapsed = 0; elapsed < PRESENCE_TTL_MS * 3; elapsed += PRESENCE_HEARTBEAT_MS) {
      vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS)
      await t.finishInProgressScheduledFunctions()
      await beat(ana, 'ana-tab-0001')
    }
    await t.finishInProgressScheduledFunctions()
    // Bo stopped beating long ago; Ana kept on.
    expect(await ana.query(api.presence.list, { projectId })).toEqual([])
    expect(await bo.query(api.presence.list, { projectId })).toMatchObject([{ name: 'ana' }])
    const rows = await t.run(async (ctx) => ctx.db.query('presence').collect())
    expect(rows.map((row) => row.sessionId)).toEqual(['ana-tab-0001'])
    expect(await t.run(async (ctx) => (await ctx.db.query('presenceBeats').collect()).length)).toBe(1)
  })

  it('a heartbeat that changes nothing rewrites only its beat, not the row the lists read', async () => {
    vi.useFakeTimers()
    const { t, bo, projectId, pageId } = await withMember('editor')
    const where = {
      projectId,
      pageId,
      sessionId: 'bo-tab-00001',
      screen: 'editor' as const,
      tab: 'chat' as 'chat' | 'files',
    }
    await bo.mutation(api.presence.heartbeat, where)
    const read = () =>
      t.run(async (ctx) => ({
        row: (await ctx.db.query('presence').unique())!,
        beat: (await ctx.db.query('presenceBeats').unique())!,
      }))
    const first = await read()
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS)
    await bo.mutation(api.presence.heartbeat, where)
    const second = await read()
    expect(second.row).toEqual(first.row)
    expect(second.beat.at).toBe(first.beat.at + PRESENCE_HEARTBEAT_MS)
    // Moving to another tab rewrites the row: the others' lists show it.
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS)
    await bo.mutation(api.presence.heartbeat, { ...where, tab: 'files' })
    expect((await read()).row).toMatchObject({
      tab: 'files',
      updatedAt: first.row.updatedAt + 2 * PRESENCE_HEARTBEAT_MS,
    })
  })

  it("refuses someone else's tab id", async () => {
    const { ana, bo, projectId } = await withMember('editor')
    await ana.mutation(api.presence.heartbeat, { projectId, sessionId: 'ana-tab-0001', screen: 'pages' })
    expect(
      await bo.mutation(api.presence.heartbeat, { projectId, sessionId: 'ana-tab-0001', screen: 'pages' }),
    ).toEqual({
      ok: false,
      error: 'Not a session id',
    })
    expect(await bo.query(api.presence.list, { projectId })).toMatchObject([{ name: 'ana' }])
  })
})
