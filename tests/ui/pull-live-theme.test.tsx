// The Files tab's "Pull live theme": shown only with a connected store to pull from.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import type { Id } from '../../convex/_generated/dataModel'
import { FilesTab, type FilesTabProps } from '../../src/features/editor/FilesTab'
import { boundCommand } from './bound-command'

afterEach(cleanup)

const base: FilesTabProps = {
  files: { 'layout/theme.liquid': '<html></html>' },
  drafts: {},
  onDraftChange: () => undefined,
  revert: boundCommand(() => undefined),
  save: boundCommand(() => undefined),
  saving: false,
  view: 'browser',
  onViewChange: () => undefined,
  problemsOnly: false,
  onProblemsOnlyChange: () => undefined,
  selectedFile: null,
  onOpenFile: () => undefined,
  check: { status: 'idle' },
  download: { id: 'download', label: 'Download ZIP', enabled: true, perform: () => undefined },
  importTheme: boundCommand(() => undefined),
  importing: false,
}
const stride = { projectId: 'project_stride' as Id<'projects'>, name: 'Stride' }

describe('Files tab: Pull live theme', () => {
  it('is not offered without a connected store', () => {
    render(
      <Theme>
        <FilesTab {...base} pullStores={[]} pull={boundCommand(() => undefined)} />
      </Theme>,
    )
    expect(screen.getByRole('button', { name: /Import/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pull live theme/ })).toBeNull()
  })

  it("pulls the one connected store's theme, and shows that it is pulling", () => {
    const onPull = vi.fn()
    const { rerender } = render(
      <Theme>
        <FilesTab {...base} pullStores={[stride]} pull={boundCommand(onPull)} />
      </Theme>,
    )
    fireEvent.click(screen.getByRole('button', { name: /Pull live theme/ }))
    expect(onPull).toHaveBeenCalledWith('project_stride')
    rerender(
      <Theme>
        <FilesTab {...base} pullStores={[stride]} pull={boundCommand(onPull, { enabled: false })} pulling />
      </Theme>,
    )
    const button = screen.getByRole('button', { name: /Pull live theme/ }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it('offers a menu of stores when several are connected', () => {
    render(
      <Theme>
        <FilesTab
          {...base}
          pullStores={[stride, { projectId: 'project_b' as Id<'projects'>, name: 'Bloom' }]}
          pull={boundCommand(() => undefined)}
        />
      </Theme>,
    )
    const trigger = screen.getByRole('button', { name: /Pull live theme/ })
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
  })
})
