// Generations and refinements as durable jobs. A mutation checks the input, takes the credit,
// records the job and schedules the work (an action in the Node runtime) and a watchdog. The
// job ends exactly once: the work saves the version and ends it in one transaction, or fails
// it; the watchdog fails whatever is still running at the deadline. A failed job's credit comes
// back, whatever killed it. Its starter's right to write is checked again whenever it writes:
// someone removed from the store or made a viewer since the job started gets nothing saved.
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { JobKind, JobStep, PageType, PartialRefinement } from '../schema'
import { refundDebit } from './credits'
import { allows, findPage } from './access'
import { JOB_TIMEOUT_MS, NO_LONGER_MEMBER, VIEWER_CANNOT_EDIT } from './constants'

/** The steps a client draws, in order (queued and done are the ends of the bar). */
export const JOB_STEPS: readonly JobStep[] = ['queued', 'reading', 'designing', 'checking', 'saving', 'done']

export interface JobView {
  jobId: Id<'jobs'>
  kind: JobKind
  status: Doc<'jobs'>['status']
  step: JobStep
  /** 0..1: how far along the steps the job is. */
  progress: number
  pageId?: Id<'pages'>
  prompt?: string
  refinement?: string
  error?: string
  versionNumber?: number
  /** a refinement that did only part of what was asked */
  partial?: PartialRefinement
  engine?: 'openai' | 'composer'
  createdAt: number
  updatedAt: number
}

export function toJobView(job: Doc<'jobs'>): JobView {
  return {
    jobId: job._id,
    kind: job.kind,
    status: job.status,
    step: job.step,
    progress: JOB_STEPS.indexOf(job.step) / (JOB_STEPS.length - 1),
    pageId: job.pageId,
    prompt: job.prompt,
    refinement: job.refinement,
    error: job.error,
    versionNumber: job.versionNumber,
    ...(job.partial ? { partial: job.partial } : {}),
    engine: job.engine,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  }
}

export async function recordJob(
  ctx: MutationCtx,
  args: {
    userId: Id<'users'>
    pageId?: Id<'pages'>
    kind: JobKind
    debitId: Id<'creditLedger'>
    prompt?: string
    pageType?: PageType
    refinement?: string
  },
): Promise<Id<'jobs'>> {
  const now = Date.now()
  return await ctx.db.insert('jobs', {
    ...args,
    status: 'running',
    step: 'queued',
    createdAt: now,
    updatedAt: now,
    deadline: now + JOB_TIMEOUT_MS,
  })
}

/** The job if this user started it; another user's job is as good as absent. */
export async function getOwnedJob(ctx: QueryCtx, userId: Id<'users'>, jobId: Id<'jobs'>) {
  const job = await ctx.db.get(jobId)
  return job !== null && job.userId === userId ? job : null
}

/** The newest job of this user on this page (or scratch theme), while it runs. */
export async function runningJob(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  const job = await ctx.db
    .query('jobs')
    .withIndex('by_user_page_created', (q) => q.eq('userId', userId).eq('pageId', pageId))
    .order('desc')
    .first()
  return job !== null && job.status === 'running' ? job : null
}

/**
 * The newest job on a page while it runs, whoever of the store's people started it: everyone in
 * the page's editor sees it, and none starts a second design over it without knowing.
 */
export async function runningPageJob(ctx: QueryCtx, pageId: Id<'pages'>) {
  const job = await ctx.db
    .query('jobs')
    .withIndex('by_page_created', (q) => q.eq('pageId', pageId))
    .order('desc')
    .first()
  return job !== null && job.status === 'running' ? job : null
}

/** The job while it still runs, for the work to continue; null once it has ended. */
export async function liveJob(ctx: QueryCtx, jobId: Id<'jobs'>) {
  const job = await ctx.db.get(jobId)
  return job !== null && job.status === 'running' ? job : null
}

/**
 * Why the job's starter may no longer write to its page, in the words the rest of the app uses
 * (removed from the store, made a viewer, the page deleted), or null while they may. A scratch
 * theme (no page) is its starter's own.
 */
export async function starterCannotWrite(ctx: QueryCtx, job: Doc<'jobs'>): Promise<string | null> {
  if (job.pageId === undefined) return null
  const found = await findPage(ctx, job.userId, job.pageId)
  if (found === null) return (await ctx.db.get(job.pageId)) === null ? 'Page not found' : NO_LONGER_MEMBER
  return allows(found.role, 'edit') ? null : VIEWER_CANNOT_EDIT
}

/**
 * The job while it runs and its starter may still write to its page: a job whose starter has
 * lost that right fails here (its credit comes back) and the caller writes nothing.
 */
export async function writableJob(ctx: MutationCtx, jobId: Id<'jobs'>): Promise<Doc<'jobs'> | null> {
  const job = await liveJob(ctx, jobId)
  if (job === null) return null
  const refused = await starterCannotWrite(ctx, job)
  if (refused === null) return job
  await failJob(ctx, jobId, refused)
  return null
}

/** Records the work's step; false once the job has ended (or just failed: see writableJob). */
export async function setJobStep(
  ctx: MutationCtx,
  jobId: Id<'jobs'>,
  step: JobStep,
  engine?: 'openai' | 'composer',
): Promise<boolean> {
  const job = await writableJob(ctx, jobId)
  if (job === null) return false
  await ctx.db.patch(jobId, { step, updatedAt: Date.now(), ...(engine ? { engine } : {}) })
  return true
}

/** At most this many lines of each list of a partial refinement, each at most this long. */
const PARTIAL_LINES = 8
const PARTIAL_LINE_CHARS = 300

export async function succeedJob(
  ctx: MutationCtx,
  jobId: Id<'jobs'>,
  versionNumber: number,
  engine: 'openai' | 'composer',
  partial?: PartialRefinement,
): Promise<void> {
  const lines = (list: string[]) =>
    list.slice(0, PARTIAL_LINES).map((line) => line.slice(0, PARTIAL_LINE_CHARS))
  await ctx.db.patch(jobId, {
    status: 'succeeded',
    step: 'done',
    versionNumber,
    engine,
    ...(partial && partial.notApplied.length > 0
      ? { partial: { applied: lines(partial.applied), notApplied: lines(partial.notApplied) } }
      : {}),
    updatedAt: Date.now(),
  })
}

/** Ends a running job as failed and gives its credit back; a job already ended stays as it is. */
export async function failJob(ctx: MutationCtx, jobId: Id<'jobs'>, error: string): Promise<boolean> {
  const job = await liveJob(ctx, jobId)
  if (job === null) return false
  await ctx.db.patch(jobId, { status: 'failed', error, updatedAt: Date.now() })
  await refundDebit(ctx, job.debitId)
  return true
}
