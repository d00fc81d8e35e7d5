// Toasts as SPEC.md writes them: a title, an optional description, destructive for errors.
import { toast } from 'sonner'

export function toastError(title: string, description?: string): void {
  toast.error(title, { description })
}

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, { description })
}
