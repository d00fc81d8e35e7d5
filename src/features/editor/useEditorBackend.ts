// The backend calls the editor's commands make (EditorContext's `backend`): the theme's versions
// (save, undo, redo, restore) and its jobs (generation and refinement, and a job's end).
import { useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { EditorContext } from './commands/types'

export function useEditorBackend(jobEnd: EditorContext['backend']['jobEnd']): EditorContext['backend'] {
  return {
    saveEdit: useMutation(api.themes.saveEdit),
    undo: useMutation(api.themes.undo),
    redo: useMutation(api.themes.redo),
    restore: useMutation(api.themes.restore),
    startGeneration: useMutation(api.generation.start),
    startRefinement: useMutation(api.generation.startRefine),
    jobEnd,
  }
}
