// A walk that fails on CI leaves only its log behind: print where the browser was.
import { afterEach } from 'vitest'
import { describeWhatIsOpen } from './support/app'

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  // A page that hangs must not hang the report too.
  const gaveUp = new Promise<string>((done) =>
    setTimeout(() => done('(no answer from the browser in 15 s)'), 15_000).unref(),
  )
  const report = await Promise.race([describeWhatIsOpen(), gaveUp])
  console.log(`[e2e] "${task.name}" failed; what was open:\n${report}`)
})
