// What the editor says when a live query fails: a readable message, and the page-not-found case.
/** The message of a Convex error as a person can read it. */
export function readableError(error: Error): string {
  const data = (error as { data?: unknown }).data
  if (typeof data === 'string' && data.trim() !== '') return data
  const message = error.message.replace(/^\[CONVEX [^\]]*\]\s*/, '').replace(/^\[Request ID: [^\]]*\]\s*/, '')
  const uncaught = /Uncaught (?:ConvexError|Error): ([^\n]+)/.exec(message)
  return (uncaught?.[1] ?? message.split('\n')[0] ?? 'Something went wrong').trim()
}

/** What the editor says when its theme cannot be opened. */
export function loadFailure(
  error: Error | undefined,
  pageMissing: boolean,
): { title: string; message: string } {
  const message = error ? readableError(error) : ''
  if (pageMissing || /Page not found|Expected ID for table "pages"/.test(message)) {
    return {
      title: 'Page not found',
      message:
        'This page does not exist, or you have no access to it: it may have been deleted, you may have been removed from its store, or the link is incomplete.',
    }
  }
  return { title: 'We couldn’t open this theme', message: message || 'Something went wrong while loading.' }
}
