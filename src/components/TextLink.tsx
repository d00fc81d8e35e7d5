import type { ComponentProps } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Link } from '@radix-ui/themes'

/** An inline link to a route, styled as Radix Themes links are (accent colour, underline on hover). */
export function TextLink({
  size,
  weight,
  ...props
}: ComponentProps<typeof RouterLink> & Pick<ComponentProps<typeof Link>, 'size' | 'weight'>) {
  return (
    <Link asChild size={size} weight={weight}>
      <RouterLink {...props} />
    </Link>
  )
}
