import { memo, useState } from 'react'
import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes'
import { Image, LayoutGrid, Palette, Sparkles, Type, Wand } from 'lucide-react'
import { QUICK_REFINEMENTS, quickRefinementTitle, type QuickRefinement } from '../../engine/refine'

const ICONS: Record<QuickRefinement, typeof Image> = {
  hero: Sparkles,
  products: LayoutGrid,
  colors: Palette,
  typography: Type,
  images: Image,
}

export const CUSTOM_REFINEMENT_LABEL = 'Apply Custom Refinement'

export interface RefinementPanelProps {
  /** a refinement (or anything else) is running: every button waits */
  busy: boolean
  /** which refinement is running, for its spinner */
  running: QuickRefinement | 'custom' | null
  /** no theme of the user's yet: there is nothing to refine */
  disabledReason?: string
  onQuick(kind: QuickRefinement): void
  /** resolves true when the refinement succeeded (the box is then cleared) */
  onCustom(text: string): Promise<boolean>
}

/** SPEC.md's Component Refinement panel: five quick refinements and a custom one. */
export const RefinementPanel = memo(function RefinementPanel({
  busy,
  running,
  disabledReason,
  onQuick,
  onCustom,
}: RefinementPanelProps) {
  const [custom, setCustom] = useState('')
  const blocked = busy || disabledReason !== undefined
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
                  disabled={blocked}
                  loading={running === kind}
                  onClick={() => onQuick(kind)}
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
              const text = custom.trim()
              if (blocked || text === '') return
              void onCustom(text).then((ok) => {
                if (ok) setCustom('')
              })
            }}
          >
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor="custom-refinement" size="2" weight="medium">
                Custom refinement
              </Text>
              <TextArea
                id="custom-refinement"
                value={custom}
                onChange={(event) => setCustom(event.target.value)}
                placeholder="Make the header sticky and the buttons rounder"
                rows={2}
                maxLength={2000}
                disabled={disabledReason !== undefined}
              />
              <Button
                type="submit"
                variant="surface"
                disabled={blocked || custom.trim() === ''}
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
