// Issue #25, item 5 (cloud): an attacker's throwaway stores, named "URGENT: verify your account
// at evil.example (n)", each invite the victim's address; the dashboard read the 50 open
// invitations that expire first, so the real invitation sent afterwards was missing. Held: one
// open invitation per store and address; one owner invites one address from at most
// MAX_DAILY_INVITE_STORES stores a day (cancelling or renewing does not get round it), told why
// when refused; and the dashboard lists the invitations from people the invitee already shares
// a store with first, then the rest, a page at a time, never hiding one. Every attack goes
// through the public functions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { MAX_DAILY_INVITE_STORES, inviteDailyLimit } from '../../convex/model/constants'
import { newBackend, signedIn, type Backend } from '../convex/helpers'

type User = Awaited<ReturnType<typeof signedIn>>
type Invitation = Awaited<ReturnType<typeof allInvitations>>[number]

const DAY = 24 * 60 * 60 * 1000
const VICTIM = 'vic@example.com'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const lure = (n: number) => `URGENT: verify your account at evil.example (${n})`

async function store(owner: User, shop: string, storeName: string) {
  return (await owner.mutation(api.projects.create, { shop, storeName }))!
}

async function inviteVictim(owner: User, projectId: Id<'projects'>) {
  return await owner.mutation(api.members.invite, { projectId, email: VICTIM, role: 'editor' })
}

/** 'sent', or the error the owner is shown. */
async function tryInvite(owner: User, projectId: Id<'projects'>) {
  return await inviteVictim(owner, projectId).then(
    () => 'sent',
    (error: Error) => error.message,
  )
}

/** Vic, a member of Ana's store Stride (they share a store); Ana also owns Lumen. */
async function victimWithColleague(t: Backend) {
  const ana = await signedIn(t, 'ana')
  const vic = await signedIn(t, 'vic')
  const stride = await store(ana, 'stride', 'Stride')
  const lumen = await store(ana, 'lumen', 'Lumen')
  await vic.mutation(api.members.accept, { token: (await inviteVictim(ana, stride)).token })
  return { ana, vic, stride, lumen }
}

/** What the victim has: their stores and roles, and their profile. */
async function victimState(vic: User) {
  return {
    stores: (await vic.query(api.projects.list, {})).map((p) => ({ id: p._id, role: p.role })),
    me: await vic.query(api.users.me, {}),
  }
}

/** The dashboard's invitations, page after page ("Show more"), in the order shown. */
async function allInvitations(user: User) {
  const pages = []
  let cursor: string | null = null
  for (let i = 0; i < 100; i++) {
    const result: FunctionReturnType<typeof api.members.invitations> = await user.query(
      api.members.invitations,
      cursor === null ? {} : { cursor },
    )
    pages.push(result.page)
    cursor = result.continueCursor
    if (cursor === null) return pages.flat()
  }
  throw new Error('the invitations never ended')
}

function names(invitations: Invitation[]) {
  return invitations.map((invitation) => `${invitation.invitedBy}: ${invitation.storeName}`)
}

describe('an invitation flood (issue #25, item 5)', () => {
  it('one owner’s 50 throwaway stores: only a few invite the address, the owner is told why', async () => {
    const t = newBackend()
    const { ana, vic, lumen } = await victimWithColleague(t)
    const before = await victimState(vic)
    const mal = await signedIn(t, 'mal')
    const evil: Id<'projects'>[] = []
    for (let n = 1; n <= 50; n++) evil.push(await store(mal, `evil-${n}`, lure(n)))

    const answers = []
    for (const projectId of evil) answers.push(await tryInvite(mal, projectId))
    expect(answers.slice(0, MAX_DAILY_INVITE_STORES)).toEqual(Array(MAX_DAILY_INVITE_STORES).fill('sent'))
    expect(new Set(answers.slice(MAX_DAILY_INVITE_STORES))).toEqual(new Set([inviteDailyLimit(VICTIM)]))
    // Inviting again from a store that already did replaces its invitation: one per store.
    expect(await tryInvite(mal, evil[0]!)).toBe('sent')

    // The real invitation, sent afterwards, comes first; the lures are there too, one per store.
    await inviteVictim(ana, lumen)
    const first = await vic.query(api.members.invitations, {})
    expect(first.page[0]).toMatchObject({ storeName: 'Lumen', invitedBy: 'ana', status: 'open' })
    const all = await allInvitations(vic)
    expect(names(all).sort()).toEqual(
      ['ana: Lumen', ...evil.slice(0, MAX_DAILY_INVITE_STORES).map((_, i) => `mal: ${lure(i + 1)}`)].sort(),
    )
    expect(await victimState(vic)).toEqual(before)

    // A day later the owner may invite the address from another store.
    vi.setSystemTime(Date.now() + DAY + 1)
    expect(await tryInvite(mal, evil[MAX_DAILY_INVITE_STORES]!)).toBe('sent')
  })

  it('cancelling or renewing invitations does not get round the daily limit', async () => {
    const t = newBackend()
    const { vic } = await victimWithColleague(t)
    const before = await victimState(vic)
    const mal = await signedIn(t, 'mal')
    const evil: Id<'projects'>[] = []
    for (let n = 1; n <= 3 * MAX_DAILY_INVITE_STORES; n++) evil.push(await store(mal, `evil-${n}`, lure(n)))
    const firstDay = evil.slice(0, MAX_DAILY_INVITE_STORES)
    const sent = []
    for (const projectId of firstDay) sent.push(await inviteVictim(mal, projectId))
    // All but the last cancelled: they still count today.
    for (const { inviteId } of sent.slice(0, -1)) await mal.mutation(api.members.cancelInvite, { inviteId })
    expect(await tryInvite(mal, evil[MAX_DAILY_INVITE_STORES]!)).toBe(inviteDailyLimit(VICTIM))
    // Inviting again from a store that did is not a new store.
    expect(await tryInvite(mal, firstDay[0]!)).toBe('sent')
    expect(await allInvitations(vic)).toHaveLength(2)

    // The next day: five other stores invite; then renewing one of yesterday's is inviting
    // from a sixth store today, refused.
    vi.setSystemTime(Date.now() + DAY + 1)
    const secondDay = evil.slice(MAX_DAILY_INVITE_STORES, 2 * MAX_DAILY_INVITE_STORES)
    for (const projectId of secondDay) expect(await tryInvite(mal, projectId)).toBe('sent')
    await expect(mal.mutation(api.members.renewInvite, { inviteId: sent.at(-1)!.inviteId })).rejects.toThrow(
      inviteDailyLimit(VICTIM),
    )
    expect(await allInvitations(vic)).toHaveLength(MAX_DAILY_INVITE_STORES + 2)
    expect(await victimState(vic)).toEqual(before)
  })

  it('50 invitations from ten throwaway owners: colleagues’ invitations first, none hidden', async () => {
    const t = newBackend()
    const { ana, vic, stride, lumen } = await victimWithColleague(t)
    // Bo shares Stride with Vic too (both members), and owns a store of his own.
    const bo = await signedIn(t, 'bo')
    const { token } = await ana.mutation(api.members.invite, {
      projectId: stride,
      email: 'bo@example.com',
      role: 'viewer',
    })
    await bo.mutation(api.members.accept, { token })
    const bos = await store(bo, 'oak', 'Oak & Ash')
    const before = await victimState(vic)

    const expected: string[] = []
    for (let owner = 1; owner <= 10; owner++) {
      const mal = await signedIn(t, `mal${owner}`)
      for (let n = 1; n <= MAX_DAILY_INVITE_STORES; n++) {
        const name = lure(owner * 100 + n)
        expect(await tryInvite(mal, await store(mal, `evil-${owner}-${n}`, name))).toBe('sent')
        expected.push(`mal${owner}: ${name}`)
      }
    }
    // The real invitations, sent afterwards: two colleagues', and a stranger's.
    await inviteVictim(ana, lumen)
    await inviteVictim(bo, bos)
    const kim = await signedIn(t, 'kim')
    await inviteVictim(kim, await store(kim, 'kims', 'Kim’s Shop'))
    expected.push('ana: Lumen', 'bo: Oak & Ash', 'kim: Kim’s Shop')

    // The colleagues' invitations open the first page.
    const first = await vic.query(api.members.invitations, {})
    expect(first.continueCursor).not.toBeNull()
    expect(names(first.page.slice(0, 2)).sort()).toEqual(['ana: Lumen', 'bo: Oak & Ash'])
    // Every invitation is there, once, page after page.
    const all = await allInvitations(vic)
    expect(names(all).sort()).toEqual(expected.sort())
    expect(new Set(all.map((invitation) => invitation.inviteId)).size).toBe(all.length)
    expect(all.every((invitation) => invitation.status === 'open')).toBe(true)
    expect(await victimState(vic)).toEqual(before)
    // A cursor that is not one the query gave is refused.
    await expect(vic.query(api.members.invitations, { cursor: '{"tier":9}' })).rejects.toThrow()
    await expect(vic.query(api.members.invitations, { cursor: 'x'.repeat(10_000) })).rejects.toThrow()
    // Accepting the colleague's invitation works as before.
    expect(await vic.mutation(api.members.accept, { inviteId: first.page[0]!.inviteId })).toMatchObject({
      role: 'editor',
    })
  })
})
