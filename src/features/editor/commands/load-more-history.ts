import type { Command } from './types'

/** Versions the history popover lists at first, and then with each "Show older". */
export const HISTORY_PAGE = 25

export const loadMoreHistory: Command = {
  id: 'loadMoreHistory',
  label: 'Show older versions',
  enabled: () => true,
  perform: (ctx) => ctx.history.loadMore(HISTORY_PAGE),
}
