import { useId, useState, type DragEvent } from 'react'
import { Box, Flex, IconButton, Text, TextArea, TextField } from '@radix-ui/themes'
import type { ProductFields } from './design-prompt'
import { CloseIcon, ImageIcon } from '../../components/icons'
import { MAX_IMAGES, type ProductImage } from './product-images'

interface Props {
  fields: ProductFields
  onFieldsChange(fields: ProductFields): void
  images: ProductImage[]
  onAddFiles(files: File[]): void
  onRemoveImage(id: string): void
  notice: string | null
}

/** The optional product details of a product page prompt, with photo uploads. */
export function ProductDetailsFields({
  fields,
  onFieldsChange,
  images,
  onAddFiles,
  onRemoveImage,
  notice,
}: Props) {
  const id = useId()
  const [dragging, setDragging] = useState(false)
  const set = (key: keyof ProductFields) => (value: string) => onFieldsChange({ ...fields, [key]: value })

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    onAddFiles([...event.dataTransfer.files])
  }

  return (
    <fieldset className="m-0 rounded-lg border border-dashed border-[var(--gray-a6)] p-4">
      <legend className="px-1">
        <Text size="2" weight="bold">
          Product details{' '}
          <Text weight="regular" color="gray">
            (optional)
          </Text>
        </Text>
      </legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <label className="flex flex-col gap-1">
          <Text size="2" weight="medium">
            Product title
          </Text>
          <TextField.Root
            value={fields.title}
            onChange={(event) => set('title')(event.target.value)}
            placeholder="Handmade ceramic mug"
            maxLength={200}
          />
        </label>
        <label className="flex flex-col gap-1">
          <Text size="2" weight="medium">
            Price
          </Text>
          <TextField.Root
            value={fields.price}
            onChange={(event) => set('price')(event.target.value)}
            placeholder="$29.00"
            maxLength={40}
          />
        </label>
      </div>
      <label className="mt-3 flex flex-col gap-1">
        <Text size="2" weight="medium">
          Description
        </Text>
        <TextArea
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
          placeholder="Wheel-thrown stoneware, glazed by hand in small batches. Holds 350 ml."
          rows={3}
          maxLength={5000}
        />
      </label>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${id}-features`}>
          <Text size="2" weight="medium">
            Key features
          </Text>
        </label>
        <TextField.Root
          id={`${id}-features`}
          value={fields.features}
          onChange={(event) => set('features')(event.target.value)}
          placeholder="Dishwasher safe, Lead-free glaze, Made in Portugal"
          aria-describedby={`${id}-features-hint`}
        />
        <Text id={`${id}-features-hint`} size="1" color="gray">
          Separate features with commas.
        </Text>
      </div>

      <Box mt="3">
        <Text as="p" size="2" weight="medium" mb="1">
          Product images
        </Text>
        <label
          htmlFor={`${id}-images`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-4 py-5 text-center transition-colors focus-within:outline-2 focus-within:outline-[var(--accent-8)] ${
            dragging
              ? 'border-[var(--accent-8)] bg-[var(--accent-a3)]'
              : 'border-[var(--gray-a7)] bg-[var(--gray-a2)] hover:bg-[var(--gray-a3)]'
          }`}
        >
          <ImageIcon size={22} className="text-[var(--gray-10)]" />
          <Text size="2">
            <Text weight="medium" color="indigo">
              Choose photos
            </Text>{' '}
            or drop them here
          </Text>
          <Text size="1" color="gray">
            Up to {MAX_IMAGES} images: JPG, PNG, WebP or GIF
          </Text>
          <input
            id={`${id}-images`}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-label="Product images"
            onChange={(event) => {
              onAddFiles([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </label>
        {notice && (
          <Text as="p" size="1" color="amber" mt="1" role="status">
            {notice}
          </Text>
        )}
        {images.length > 0 && (
          <ul
            className="m-0 mt-3 grid list-none grid-cols-4 gap-2 p-0 sm:grid-cols-5"
            aria-label="Selected images"
          >
            {images.map((image) => (
              <li key={image.id} className="relative">
                <img
                  src={image.previewUrl}
                  alt={image.file.name}
                  className="aspect-square w-full rounded-md border border-[var(--gray-a5)] object-cover"
                />
                <Flex className="absolute right-1 top-1">
                  <IconButton
                    type="button"
                    size="1"
                    radius="full"
                    color="gray"
                    variant="solid"
                    highContrast
                    aria-label={`Remove ${image.file.name}`}
                    onClick={() => onRemoveImage(image.id)}
                  >
                    <CloseIcon size={12} />
                  </IconButton>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Box>
    </fieldset>
  )
}
