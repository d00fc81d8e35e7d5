import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button, Card, Flex, Select, Text, TextArea } from '@radix-ui/themes'
import { useSession } from '../../lib/session'
import { toastError } from '../../lib/toast'
import { PromptLength } from '../../components/PromptLength'
import { MAX_PROMPT_LENGTH } from '../../engine/model'
import {
  EMPTY_PRODUCT_FIELDS,
  LANDING_PAGE_TYPES,
  PAGE_TYPE_LABELS,
  PROMPT_EXAMPLES,
  PROMPT_PLACEHOLDERS,
  composeDesignPrompt,
  designProduct,
  saveDesignRequest,
  type LandingPageType,
  type ProductFields,
} from './design-prompt'
import { ArrowRightIcon, SparklesIcon } from '../../components/icons'
import { ProductDetailsFields } from './ProductDetailsFields'
import { MAX_IMAGES, addImages, imageToDataUrl, removeImage, type ProductImage } from './product-images'
import { browserStorage } from '../../lib/browser-storage'

function isLandingPageType(value: string): value is LandingPageType {
  return (LANDING_PAGE_TYPES as readonly string[]).includes(value)
}

/**
 * Loads the code of the steps ahead of the visitor: sign-up and step 2 first, then the editor's
 * (editor/preload.ts). A dev server serves each module apart, six at a time: the editor's hundreds
 * went first, and the sign-up form waited behind them.
 */
function warmTheWay() {
  void Promise.allSettled([import('../auth/AuthScreen'), import('../connect/ConnectShopify')])
    .then(() => import('../editor/preload'))
    .then(({ warmEditorCode }) => warmEditorCode())
    .catch(() => undefined)
}

/** The hero's prompt form: page type, prompt, product details; Generate My Store. */
export function AiBuilder() {
  const id = useId()
  const session = useSession()
  const navigate = useNavigate()
  const [pageType, setPageType] = useState<LandingPageType>('homepage')
  const [prompt, setPrompt] = useState('')
  const [product, setProduct] = useState<ProductFields>(EMPTY_PRODUCT_FIELDS)
  const [images, setImages] = useState<ProductImage[]>([])
  const [imageNotice, setImageNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const promptRef = useRef<HTMLTextAreaElement>(null)

  // Thumbnails are object URLs: release them with the form.
  const imagesRef = useRef(images)
  useEffect(() => {
    imagesRef.current = images
  }, [images])
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), [])

  function addFiles(files: File[]) {
    const { images: next, skipped } = addImages(images, files)
    setImages(next)
    setImageNotice(
      skipped.length === 0 ? null : `Not added: ${skipped.join(', ')} (images only, at most ${MAX_IMAGES}).`,
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (prompt.trim() === '') {
      setError('Please enter a prompt')
      promptRef.current?.focus()
      return
    }
    setError(null)
    setBusy(true)
    try {
      const isProduct = pageType === 'product'
      const dataUrls = isProduct ? await Promise.all(images.map((image) => imageToDataUrl(image.file))) : []
      const outcome = saveDesignRequest(browserStorage(), {
        prompt: composeDesignPrompt(pageType, prompt, product, dataUrls.length),
        pageType,
        product: isProduct ? designProduct(product, dataUrls) : null,
      })
      if (outcome === 'saved-without-images') {
        toastError(
          'Images not saved',
          'Your photos were too large to carry over. Add them again in the editor.',
        )
      }
      // The editor gets ready for it from now on (editor/preload.ts).
      void import('../editor/preload').then(({ preloadEditor }) => preloadEditor()).catch(() => undefined)
      // Signed-in people go straight to the editor, which picks the saved prompt up.
      if (session.status === 'signed-in') await navigate({ href: '/editor' })
      else await navigate({ to: '/auth' })
    } catch {
      toastError('Navigation failed', 'Unable to proceed. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card size={{ initial: '2', sm: '4' }} className="shadow-[0_24px_60px_-24px_rgba(49,46,129,0.35)]">
      <form onSubmit={submit} noValidate aria-label="AI store builder">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <label htmlFor={`${id}-type`}>
              <Text size="2" weight="bold">
                Page type
              </Text>
            </label>
            <Select.Root
              value={pageType}
              onValueChange={(value) => isLandingPageType(value) && setPageType(value)}
              size="3"
            >
              <Select.Trigger id={`${id}-type`} aria-label="Page type" />
              <Select.Content position="popper">
                {LANDING_PAGE_TYPES.map((type) => (
                  <Select.Item key={type} value={type}>
                    {PAGE_TYPE_LABELS[type]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>

          <Flex direction="column" gap="1">
            <label htmlFor={`${id}-prompt`}>
              <Text size="2" weight="bold">
                Describe your store
              </Text>
            </label>
            <TextArea
              ref={promptRef}
              id={`${id}-prompt`}
              size="3"
              rows={5}
              value={prompt}
              // Someone describing their store is on the way to the editor: its code loads now.
              onFocus={warmTheWay}
              onChange={(event) => {
                setPrompt(event.target.value)
                if (error && event.target.value.trim() !== '') setError(null)
              }}
              placeholder={PROMPT_PLACEHOLDERS[pageType]}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error ${id}-length` : `${id}-length`}
              maxLength={MAX_PROMPT_LENGTH}
            />
            <PromptLength id={`${id}-length`} length={prompt.length} />
            {error && (
              <Text id={`${id}-error`} size="2" color="red" role="alert">
                {error}
              </Text>
            )}
          </Flex>

          <Flex gap="2" wrap="wrap" align="center">
            <Text size="1" color="gray" weight="medium">
              Try:
            </Text>
            {PROMPT_EXAMPLES[pageType].map((example) => (
              <Button
                key={example.label}
                type="button"
                size="1"
                variant="soft"
                radius="full"
                onClick={() => {
                  setPrompt(example.prompt)
                  setError(null)
                }}
              >
                {example.label}
              </Button>
            ))}
          </Flex>

          {pageType === 'product' && (
            <ProductDetailsFields
              fields={product}
              onFieldsChange={setProduct}
              images={images}
              onAddFiles={addFiles}
              onRemoveImage={(imageId) => setImages((current) => removeImage(current, imageId))}
              notice={imageNotice}
            />
          )}

          <Button type="submit" size="4" loading={busy} className="w-full">
            <SparklesIcon size={18} />
            Generate My Store
            <ArrowRightIcon size={18} />
          </Button>
          <Text size="1" color="gray" align="center">
            {session.status === 'signed-in'
              ? 'Opens the editor with your description. 1 credit per design prompt.'
              : 'Free to start: 5 credits when you sign up. No card needed.'}
          </Text>
        </Flex>
      </form>
    </Card>
  )
}
