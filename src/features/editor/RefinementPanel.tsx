import { memo, useState } from 'react'
import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes'
import { Image, LayoutGrid, Palette, Sparkles, Type, Wand } from 'lucide-react'
import { QUICK_REFINEMENTS, quickRefinementTitle, type QuickRefinement } from '../../engine/refine'
import type { BoundCommand } from './commands'

const ICONS: Record<QuickRefinement, typeof Image> = {
  hero: Sparkles,
  products: LayoutGrid,
  colors: Palette,
  typography: Type,
  images: Image,
}

export const CUSTOM_REFINEMENT_LABEL = 'Apply Custom Refinement'

export interface RefinementPanelProps {
  /** The registry's quick refinement (commands/): not enabled while anything runs, nor when `disabledReason` says why. */
  quick: BoundCommand<(kind: QuickRefinement) => unknown>
  /** The registry's custom refinement; resolves true when it succeeded (the box is then cleared). */
  custom: BoundCommand<(text: string) => Promise<boolean>>
  /** which refinement is running, for its spinner */
  running: QuickRefinement | 'custom' | null
  /** why there is nothing to refine (no theme of the user's yet, a viewer) */
  disabledReason?: string
}

/** SPEC.md's Component Refinement panel: five quick refinements and a custom one. */
export const RefinementPanel = memo(function RefinementPanel({
  quick,
  custom,
  running,
  disabledReason,
}: RefinementPanelProps) {
  const [text, setText] = useState('')
  return (
    <Card size="2" asChild>
      <section aria-labelledby="refinement-heading">
        <Flex direction="column" gap="3">
          <div>
            <Heading as="h3" size="3" id="refinement-heading">
              Component Refinement
            </Heading>
            <Text as="p" size="1" color="gray" mt="1">
              {disabledReason ?? 'Improve one part of your theme with AI. 1 credit each.'}
            </Text>
          </div>
          <div className="grid grid-cols-2 gap-2">
            {QUICK_REFINEMENTS.map((kind) => {
              const Icon = ICONS[kind]
              return (
                <Button
                  key={kind}
                  variant="soft"
                  color="gray"
                  disabled={!quick.enabled}
                  loading={running === kind}
                  onClick={() => quick.perform(kind)}
                  className="!justify-start"
                >
                  <Icon className="size-4" aria-hidden />
                  {quickRefinementTitle(kind)}
                </Button>
              )
            })}
          </div>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const asked = text.trim()
              if (!custom.enabled || asked === '') return
              void custom.perform(asked).then((ok) => {
                if (ok) setText('')
              })
            }}
          >
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor="custom-refinement" size="2" weight="medium">
                Custom refinement
              </Text>
              <TextArea
                id="custom-refinement"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Make the header sticky and the buttons rounder"
                rows={2}
                maxLength={2000}
                disabled={disabledReason !== undefined}
              />
              <Button
                type="submit"
                variant="surface"
                disabled={!custom.enabled || text.trim() === ''}
                loading={running === 'custom'}
              >
                <Wand className="size-4" aria-hidden />
                {CUSTOM_REFINEMENT_LABEL}
              </Button>
            </Flex>
          </form>
        </Flex>
      </section>
    </Card>
  )
})
