// Toasts as SPEC.md writes them: a title, an optional description, destructive for errors.
import { toast } from 'sonner'

/** How long a toast stays: the default for a short one, longer for a description that takes reading. */
export function toastDuration(description?: string): number | undefined {
  const length = description?.length ?? 0
  return length > 140 ? Math.min(20_000, 4_000 + length * 40) : undefined
}

export function toastError(title: string, description?: string): void {
  const duration = toastDuration(description)
  toast.error(title, duration === undefined ? { description } : { description, duration })
}

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, { description })
}

/** Done, but not all of it: the description says what was left undone. */
export function toastWarning(title: string, description?: string): void {
  const duration = toastDuration(description)
  toast.warning(title, duration === undefined ? { description } : { description, duration })
}
