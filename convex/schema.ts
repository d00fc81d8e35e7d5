import { defineSchema, defineTable } from 'convex/server'
import { v, type Infer } from 'convex/values'

// Validators are declared once here and reused by the functions and the UI types.
export const projectStatus = v.union(v.literal('active'), v.literal('disconnected'), v.literal('revoked'))
export type ProjectStatus = Infer<typeof projectStatus>

export const pageType = v.union(
  v.literal('homepage'),
  v.literal('product'),
  v.literal('collection'),
  v.literal('about'),
  v.literal('contact'),
  v.literal('landing'),
  v.literal('blog'),
  v.literal('cart'),
  v.literal('checkout'),
)
export type PageType = Infer<typeof pageType>

export const pageStatus = v.union(v.literal('published'), v.literal('draft'), v.literal('archived'))
export type PageStatus = Infer<typeof pageStatus>

export default defineSchema({
  profiles: defineTable({
    userId: v.string(),
    credits: v.number(),
  }).index('by_user', ['userId']),

  projects: defineTable({
    userId: v.string(),
    shopDomain: v.string(),
    // Server-side only: no public function returns it.
    shopAccessToken: v.string(),
    storeName: v.optional(v.string()),
    status: projectStatus,
    updatedAt: v.number(),
  })
    .index('by_user_updated', ['userId', 'updatedAt'])
    .index('by_user_shop', ['userId', 'shopDomain']),

  pages: defineTable({
    projectId: v.id('projects'),
    title: v.string(),
    pageType,
    userPrompt: v.string(),
    status: pageStatus,
    generatedHtml: v.optional(v.string()),
    updatedAt: v.number(),
  }).index('by_project_updated', ['projectId', 'updatedAt']),
})
