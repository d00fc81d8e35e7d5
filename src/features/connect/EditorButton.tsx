import type { ComponentProps } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@radix-ui/themes'

/** Opens /editor (its route comes with the editor issue, so it goes by href). */
export function EditorButton({
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'>) {
  const navigate = useNavigate()
  return (
    <Button {...props} onClick={() => void navigate({ href: '/editor' })}>
      {children}
    </Button>
  )
}
