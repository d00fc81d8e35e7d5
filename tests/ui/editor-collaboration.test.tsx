// The editor on a shared store, at the hook: a version someone else makes while I hold unsaved
// edits is never lost silently, and a save that went on top of theirs says so.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import type { Id } from '../../convex/_generated/dataModel'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)
vi.mock('../../src/features/collaborators/usePresence', () => ({
  usePresence: () => ({ others: [], lost: null }),
}))

const { useCollaboration } = await import('../../src/features/editor/useCollaboration')
const { ConflictCallout } = await import('../../src/features/editor/CollaborationNotices')
const { boundCommand } = await import('./bound-command')

const me = 'u1' as Id<'users'>
const bo = { userId: 'u2' as Id<'users'>, name: 'Bo', initials: 'BO' }
const mine = { userId: me, name: 'Me', initials: 'ME' }
const page = {
  _id: 'p1' as Id<'pages'>,
  _creationTime: 0,
  projectId: 'j1' as Id<'projects'>,
  userId: 'owner' as Id<'users'>,
  title: 'Home',
  pageType: 'homepage' as const,
  userPrompt: 'A shop',
  status: 'draft' as const,
  hasGeneratedHtml: false,
  updatedAt: 0,
  role: 'editor' as const,
}
const version = (number: number, author: typeof bo | null) => ({
  versionId: `v${number}` as Id<'themeVersions'>,
  number,
  source: 'code_edit' as const,
  author,
})

type Props = Parameters<typeof useCollaboration>[0]

function hook(initial: Partial<Props> = {}) {
  return renderHook((props: Props) => useCollaboration(props), {
    initialProps: {
      page,
      saved: version(1, mine),
      myId: me,
      hasDrafts: false,
      template: 'index',
      tab: 'files',
      ...initial,
    },
  })
}

afterEach(() => {
  cleanup()
  toasts.toastSuccess.mockClear()
})

describe('useCollaboration', () => {
  it("someone else's version while I hold drafts: a conflict to answer, not a toast; gone once the drafts are", () => {
    const { result, rerender } = hook({ hasDrafts: true })
    expect(result.current.conflict).toBeNull()
    rerender({ page, saved: version(2, bo), myId: me, hasDrafts: true, template: 'index', tab: 'files' })
    expect(result.current.conflict).toEqual({ name: 'Bo', number: 2 })
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    // Still there on the next render; gone once saved or discarded.
    rerender({ page, saved: version(2, bo), myId: me, hasDrafts: true, template: 'index', tab: 'edit' })
    expect(result.current.conflict).toEqual({ name: 'Bo', number: 2 })
    rerender({ page, saved: version(3, mine), myId: me, hasDrafts: false, template: 'index', tab: 'edit' })
    expect(result.current.conflict).toBeNull()
  })

  it('my own new version is no news; theirs without drafts is a toast', () => {
    const { result, rerender } = hook()
    rerender({ page, saved: version(2, mine), myId: me, hasDrafts: false, template: 'index', tab: 'files' })
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    rerender({ page, saved: version(3, bo), myId: me, hasDrafts: false, template: 'index', tab: 'files' })
    expect(toasts.toastSuccess).toHaveBeenCalledWith(
      'Bo made version 3',
      'Code edit: the preview shows it now.',
    )
    expect(result.current.conflict).toBeNull()
  })

  it('a save that went on top of their version names the files both changed', () => {
    const { result } = hook()
    act(() =>
      result.current.afterSave({
        merged: { over: 4, author: bo, replaced: ['templates/index.json'] },
      } as Parameters<typeof result.current.afterSave>[0]),
    )
    expect(toasts.toastSuccess).toHaveBeenCalledWith(
      "Saved on top of Bo's version 4",
      'You both changed templates/index.json: your text is kept there; theirs is version 4 in the history.',
    )
  })

  it('knows the role: a viewer is read-only, the scratch editor is my own', () => {
    expect(hook({ page: { ...page, role: 'viewer' } }).result.current).toMatchObject({
      role: 'viewer',
      readOnly: true,
    })
    expect(hook({ page: null }).result.current).toMatchObject({ role: 'owner', readOnly: false })
  })
})

describe('ConflictCallout', () => {
  it('offers to save mine as a new version, or to discard mine', () => {
    const onSave = vi.fn()
    const onDiscard = vi.fn()
    render(
      <Theme>
        <ConflictCallout
          conflict={{ name: 'Bo', number: 7 }}
          saving={false}
          save={boundCommand(onSave)}
          discard={boundCommand(onDiscard)}
        />
      </Theme>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Bo made version 7 while you were editing')
    fireEvent.click(screen.getByRole('button', { name: 'Save mine as a new version' }))
    fireEvent.click(screen.getByRole('button', { name: 'Discard mine' }))
    expect(onSave).toHaveBeenCalledOnce()
    expect(onDiscard).toHaveBeenCalledOnce()
  })
})
