import { toastError, toastSuccess, toastWarning } from '../../../lib/toast'
import type { ToastMessage } from '../outcomes'

export function showToast(message: ToastMessage): void {
  if (message.variant === 'success') toastSuccess(message.title, message.description)
  else if (message.variant === 'warning') toastWarning(message.title, message.description)
  else toastError(message.title, message.description)
}
