'use node'
// "Pull live theme": the published theme of one of my connected stores becomes a new version of
// my page's theme (or of my editor's scratch theme). In the Node runtime: the whole theme (up to
// MAX_THEME_BYTES) is held in memory before it is saved, which the default runtime's 64 MiB heap
// does not hold safely. Nothing is written until every file has been read; a failure leaves the
// current version as it was.
import { ConvexError, v } from 'convex/values'
import { userAction } from './functions'
import { internal } from './_generated/api'
import { shopifyConfigured } from './model/billing'
import { PULL_FAILED_ERROR, REVOKED_ERROR } from './model/constants'
import { ShopifyRequestError } from './model/shopifySdk'
import { PullError, pullExplanation, readLiveTheme, type LiveTheme } from './model/themePull'
import type { PullTarget } from './model/shopify'

export type PullResult =
  | { success: true; themeName: string; storeName: string; fileCount: number; skipped: number; error: null }
  | { success: false; themeName: null; storeName: null; fileCount: 0; skipped: 0; error: string }

const failed = (error: string): PullResult => ({
  success: false,
  themeName: null,
  storeName: null,
  fileCount: 0,
  skipped: 0,
  error,
})

export const pullLiveTheme = userAction({
  args: { projectId: v.id('projects'), pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { projectId, pageId }): Promise<PullResult> => {
    if (!shopifyConfigured()) return failed('Pulling from Shopify is not available on this server.')
    const target: PullTarget = await ctx.runQuery(internal.shopify.startPull, { projectId, pageId })
    if ('error' in target) return failed(target.error)
    let live: LiveTheme
    try {
      live = await readLiveTheme(target.shop, target.token)
    } catch (error) {
      if (error instanceof PullError) return failed(error.message)
      if (error instanceof ShopifyRequestError && error.status === 401) {
        await ctx.runMutation(internal.shopify.revokeAfterPull, { projectId })
        return failed(REVOKED_ERROR)
      }
      return failed(PULL_FAILED_ERROR)
    }
    try {
      await ctx.runMutation(internal.shopify.savePull, {
        projectId,
        pageId,
        files: live.files,
        explanation: pullExplanation(live.name, target.storeName, live.skipped),
      })
    } catch (error) {
      return failed(
        error instanceof ConvexError && typeof error.data === 'string'
          ? error.data
          : 'The live theme could not be saved. Please try again.',
      )
    }
    return {
      success: true,
      themeName: live.name,
      storeName: target.storeName,
      fileCount: live.files.length,
      skipped: live.skipped.length,
      error: null,
    }
  },
})
