// What the browser and the local backend agree on. No Node imports: the app bundles this file.

/** Where the Vite plugin mounts the local backend, beside the app on the same origin. */
export const LOCAL_API = '/api/local'

/**
 * Every write to the local backend (sign-up, sign-in, sign-out, calls) carries this header and a
 * JSON body. A page on another origin cannot add a custom header without a CORS preflight, which
 * the local backend never answers, so a cross-site form or `text/plain` fetch cannot write.
 */
export const LOCAL_WRITE_HEADER = 'x-vitrine-local'
export const LOCAL_WRITE_HEADER_VALUE = '1'

/** Headers for a write from the app. */
export function localWriteHeaders(token?: string | null): Record<string, string> {
  return {
    'content-type': 'application/json',
    [LOCAL_WRITE_HEADER]: LOCAL_WRITE_HEADER_VALUE,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
}
