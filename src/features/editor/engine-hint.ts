// Which engine the server's jobs use (api.generation.engine), as last answered in this tab: the
// steps before the editor ask for it when a design waits, so the editor knows at once whether the
// composer's draft is the theme the job will save.
let knownEngine: 'composer' | 'openai' | null = null

export function rememberEngine(engine: 'composer' | 'openai'): void {
  knownEngine = engine
}

export function lastKnownEngine(): 'composer' | 'openai' | null {
  return knownEngine
}
