import { Callout } from '@radix-ui/themes'
import { CircleAlert } from 'lucide-react'

/** A list that could not be loaded: SPEC's words for it, and that it keeps trying. */
export function LoadError({ what }: { what: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <CircleAlert className="size-4" />
      </Callout.Icon>
      <Callout.Text>Failed to load {what}. We will keep trying; check your connection.</Callout.Text>
    </Callout.Root>
  )
}
