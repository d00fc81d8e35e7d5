import { memo, useState } from 'react'
import { PromptLength } from '../../components/PromptLength'
import { MAX_PROMPT_LENGTH } from '../../engine/model'
import { Link } from '@tanstack/react-router'
import { Button, Callout, Flex, Heading, Spinner, Text, TextArea } from '@radix-ui/themes'
import { Coins, Sparkles, TriangleAlert, User, Wand2 } from 'lucide-react'
import type { BoundCommand } from './commands'
import type { ChatMessage } from './conversation'
import { isLowOnCredits } from './outcomes'

export const EXAMPLE_PROMPTS = [
  'trendy shoe store',
  'minimalist jewelry boutique',
  'vintage clothing store',
] as const

export const GENERATE_LABEL = 'Generate Shopify Theme'
export const GENERATING_LABEL = 'Building Theme...'

export interface ChatTabProps {
  prompt: string
  onPromptChange(prompt: string): void
  /** The registry's Generate (commands/): not enabled for an empty prompt, a viewer, or while anything runs. */
  generate: BoundCommand
  /** a generation is running */
  generating: boolean
  /** the prompt being built right now, shown in the conversation */
  pendingPrompt: string | null
  conversation: ChatMessage[]
  /** no theme of the user's yet: the starter is shown */
  isStarter: boolean
  credits: number | undefined
  /** the prompt box's label, when not the default */
  promptLabel?: string
}

function CreditsNote({ credits }: { credits: number | undefined }) {
  if (credits === undefined)
    return (
      <Text size="1" color="gray">
        1 credit per prompt
      </Text>
    )
  return (
    <Text size="1" color="gray" className="inline-flex items-center gap-1">
      <Coins className="size-3.5" aria-hidden />1 credit per prompt · {credits} left
    </Text>
  )
}

export const ChatTab = memo(function ChatTab(props: ChatTabProps) {
  const { prompt, onPromptChange, generate, generating, pendingPrompt, conversation, isStarter, credits } =
    props
  const label = props.promptLabel ?? (isStarter ? 'Your store' : 'Start over with a new description')
  return (
    <Flex direction="column" gap="4">
      {isLowOnCredits(credits) && (
        <Callout.Root color={credits === 0 ? 'red' : 'amber'} size="1" data-testid="low-credits">
          <Callout.Icon>
            <TriangleAlert className="size-4" />
          </Callout.Icon>
          <Callout.Text>
            {credits === 0
              ? 'You have no credits left. '
              : `You have ${credits} ${credits === 1 ? 'credit' : 'credits'} left. `}
            <Link to="/dashboard/billing" className="font-medium underline underline-offset-2">
              Get more credits
            </Link>
          </Callout.Text>
        </Callout.Root>
      )}

      {isStarter && conversation.length === 0 && pendingPrompt === null ? (
        <Flex
          direction="column"
          gap="3"
          className="rounded-xl border border-dashed border-[var(--gray-a6)] bg-[var(--gray-a2)] p-5"
          data-testid="editor-empty-state"
        >
          <Flex align="center" gap="2">
            <Sparkles className="size-5 text-[var(--accent-11)]" aria-hidden />
            <Heading as="h2" size="3">
              Describe your store
            </Heading>
          </Flex>
          <Text size="2" color="gray">
            The preview shows our starter theme, a sample shoe store. Say what you sell and the feel you want,
            and Vitrine builds a complete Shopify theme for you. Try one of these:
          </Text>
          <Flex gap="2" wrap="wrap">
            {EXAMPLE_PROMPTS.map((example) => (
              <Button
                key={example}
                size="1"
                variant="surface"
                radius="full"
                onClick={() => onPromptChange(example)}
              >
                {example}
              </Button>
            ))}
          </Flex>
        </Flex>
      ) : (
        <Flex direction="column" gap="3" aria-label="Conversation" role="log">
          {conversation.map((message, index) => (
            <MessageBubble key={index} message={message} />
          ))}
          {pendingPrompt !== null && (
            <>
              <MessageBubble message={{ role: 'user', kind: 'generation', text: pendingPrompt }} />
              <Flex align="center" gap="2" className="rounded-lg bg-[var(--accent-a2)] px-3 py-2.5">
                <Spinner size="1" />
                <Text size="2" color="gray">
                  Designing your theme: sections, templates, colours and copy…
                </Text>
              </Flex>
            </>
          )}
        </Flex>
      )}

      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (generate.enabled) generate.perform()
        }}
      >
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor="editor-prompt" size="2" weight="medium">
            {label}
          </Text>
          <TextArea
            id="editor-prompt"
            value={prompt}
            onChange={(event) => onPromptChange(event.target.value)}
            placeholder="A trendy sneaker store called Stride: bold black and lime colours, a summer sale banner and best sellers"
            rows={4}
            maxLength={MAX_PROMPT_LENGTH}
            aria-describedby="editor-prompt-length"
            disabled={generating}
            resize="vertical"
          />
          <PromptLength id="editor-prompt-length" length={prompt.length} />
          <Button type="submit" disabled={!generate.enabled} size="3" aria-busy={generating}>
            {generating ? <Spinner size="2" /> : <Wand2 className="size-4" aria-hidden />}
            {generating ? GENERATING_LABEL : GENERATE_LABEL}
          </Button>
          <Flex justify="center">
            <CreditsNote credits={credits} />
          </Flex>
        </Flex>
      </form>
    </Flex>
  )
})

const PREFIX = { generation: null, refinement: 'Refinement:', custom: 'Custom refinement:' } as const

function MessageBubble({ message }: { message: ChatMessage }) {
  const [expanded, setExpanded] = useState(false)
  if (message.role === 'user') {
    return (
      <Flex justify="end" gap="2" data-role="user">
        <div className="max-w-[88%] whitespace-pre-wrap rounded-2xl rounded-br-sm bg-[var(--accent-9)] px-3.5 py-2 text-sm text-[var(--accent-contrast)]">
          {message.text}
        </div>
        <span
          className="mt-1 grid size-6 shrink-0 place-items-center rounded-full bg-[var(--gray-a4)]"
          aria-hidden
        >
          <User className="size-3.5" />
        </span>
      </Flex>
    )
  }
  const prefix = PREFIX[message.kind]
  const long = message.text.length > 360 || message.text.split('\n').length > 7
  return (
    <Flex gap="2" data-role="assistant">
      <span
        className="mt-1 grid size-6 shrink-0 place-items-center rounded-full bg-[var(--accent-a4)] text-[var(--accent-11)]"
        aria-hidden
      >
        <Sparkles className="size-3.5" />
      </span>
      <div className="max-w-[88%] rounded-2xl rounded-tl-sm bg-[var(--gray-a3)] px-3.5 py-2">
        <Text
          as="p"
          size="2"
          className={['whitespace-pre-wrap', long && !expanded ? 'line-clamp-6' : ''].join(' ')}
        >
          {prefix && <strong className="font-semibold">{prefix} </strong>}
          {message.text}
        </Text>
        {long && (
          <button
            type="button"
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 text-xs font-medium text-[var(--accent-11)] hover:underline"
            aria-expanded={expanded}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>
    </Flex>
  )
}
