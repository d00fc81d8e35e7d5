#!/usr/bin/env node
// The vitrine command: runs src/cli/main.ts through tsx's loader, in this process.
import { register } from 'tsx/esm/api'

register()
const { run } = await import('../src/cli/main.ts')
process.exitCode = await run(process.argv.slice(2))
