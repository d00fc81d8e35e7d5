// Training: short courses whose lessons point into the documentation. Progress is the lessons
// a visitor marked as done, kept in this browser.

export type Level = 'Beginner' | 'Intermediate' | 'Advanced'

export interface Lesson {
  id: string
  title: string
  /** Documentation section that teaches it. */
  doc: string
}

export interface Course {
  id: string
  title: string
  level: Level
  minutes: number
  summary: string
  lessons: Lesson[]
}

export const COURSES: Course[] = [
  {
    id: 'essentials',
    title: 'Vitrine essentials',
    level: 'Beginner',
    minutes: 20,
    summary: 'From sign-up to a theme installed on your store.',
    lessons: [
      { id: 'account', title: 'Create your account and claim your credits', doc: 'getting-started' },
      { id: 'first-prompt', title: 'Write your first prompt', doc: 'prompts' },
      { id: 'generate', title: 'Generate and preview a theme', doc: 'generate' },
      { id: 'install', title: 'Download the ZIP and upload it to Shopify', doc: 'upload' },
    ],
  },
  {
    id: 'product-pages',
    title: 'Product pages that convert',
    level: 'Intermediate',
    minutes: 35,
    summary: 'Use product details and photos, then refine the buy box and the story.',
    lessons: [
      { id: 'details', title: 'Add product details, features and photos', doc: 'prompts' },
      { id: 'refine', title: 'Refine the gallery and the call to action', doc: 'edit' },
      { id: 'copy', title: 'Edit copy and images right in the preview', doc: 'edit' },
      { id: 'review', title: 'Review in the Shopify theme editor before publishing', doc: 'upload' },
    ],
  },
  {
    id: 'brand',
    title: 'A consistent brand across pages',
    level: 'Intermediate',
    minutes: 30,
    summary: 'Keep colours, type and tone aligned from the homepage to the contact page.',
    lessons: [
      { id: 'config', title: 'Set store name, tagline, colour and categories', doc: 'edit' },
      { id: 'pages', title: 'Design about, contact and landing pages', doc: 'prompts' },
      { id: 'connect', title: 'Connect your store and manage its pages', doc: 'connect' },
    ],
  },
  {
    id: 'developers',
    title: 'Theme code for developers',
    level: 'Advanced',
    minutes: 45,
    summary: 'Understand the generated files and work with them from the command line.',
    lessons: [
      { id: 'structure', title: 'Theme structure: layout, sections and JSON templates', doc: 'theme-files' },
      { id: 'cli', title: 'Generate, check and render from the terminal', doc: 'cli' },
      { id: 'export', title: 'Export, version and re-import theme archives', doc: 'export' },
    ],
  },
]

export const WEBINARS = [
  {
    title: 'Live Q&A: your first theme',
    schedule: 'Every Tuesday, 12:00-12:45 EST',
    level: 'Beginner' as Level,
    text: 'Bring a store idea; we write the prompt together and install the result live.',
  },
  {
    title: 'Product pages that sell',
    schedule: 'First Thursday of the month, 14:00-15:00 EST',
    level: 'Intermediate' as Level,
    text: 'Photos, copy and layout choices that lift conversion, with before and after examples.',
  },
  {
    title: 'From ZIP to live store',
    schedule: 'Every other Wednesday, 11:00-11:30 EST',
    level: 'Beginner' as Level,
    text: 'Uploading, previewing and publishing safely, and rolling back if you need to.',
  },
]

export const TRAINING_PROGRESS_KEY = 'vitrineTrainingProgress'

export type Progress = Record<string, string[]>

export function readProgress(storage: Storage): Progress {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRAINING_PROGRESS_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    const progress: Progress = {}
    for (const [course, lessons] of Object.entries(parsed)) {
      if (Array.isArray(lessons))
        progress[course] = lessons.filter((id): id is string => typeof id === 'string')
    }
    return progress
  } catch {
    return {}
  }
}

export function toggleLesson(progress: Progress, courseId: string, lessonId: string): Progress {
  const done = new Set(progress[courseId] ?? [])
  if (done.has(lessonId)) done.delete(lessonId)
  else done.add(lessonId)
  return { ...progress, [courseId]: [...done] }
}

/** Percentage of the course's lessons marked as done. */
export function courseProgress(course: Course, progress: Progress): number {
  const done = new Set(progress[course.id] ?? [])
  const count = course.lessons.filter((lesson) => done.has(lesson.id)).length
  return Math.round((count / course.lessons.length) * 100)
}
