// The e2e project's globalSetup: finds (or gets) the browser once per run, before any walk, and
// hands it to the test workers as CHROME_PATH (vitest starts them with this process's
// environment, after the global setups). Only a run that includes the e2e project runs it:
// `npx vitest run --project engine` installs nothing.
import { findOrInstallBrowser, nodeHost, nodeRun, NoBrowserError } from './browser'

export default async function setup(): Promise<void> {
  try {
    const found = await findOrInstallBrowser(nodeHost(), nodeRun, (line) => console.log(`[e2e] ${line}`))
    process.env.CHROME_PATH = found.path
    console.log(`[e2e] Browser: ${found.path} (${found.source})`)
  } catch (error) {
    if (!(error instanceof NoBrowserError)) throw error
    // Stop here with the one line that says what to run: thrown, vitest would bury it under
    // "No test files found" and every project's include patterns.
    console.error(error.message)
    process.exit(1)
  }
}
