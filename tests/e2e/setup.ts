// A walk that fails on CI leaves only its log behind: print where the browser was.
import { afterEach } from 'vitest'
import { describeWhatIsOpen } from './support/app'

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  console.log(`[e2e] "${task.name}" failed; what was open:\n${await describeWhatIsOpen()}`)
})
