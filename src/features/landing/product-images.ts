// Product photos picked on the landing page: images only, at most MAX_IMAGES, shown as
// thumbnails, each removable; turned into data URLs (downscaled) when the prompt is saved.
import { MAX_IMAGES } from '../../../convex/model/constants'

export { MAX_IMAGES }

export interface ProductImage {
  id: string
  file: File
  previewUrl: string
}

let nextId = 0

export function addImages(
  current: ProductImage[],
  files: Iterable<File>,
  createUrl: (file: File) => string = (file) => URL.createObjectURL(file),
): { images: ProductImage[]; skipped: string[] } {
  const images = [...current]
  const skipped: string[] = []
  for (const file of files) {
    if (!file.type.startsWith('image/') || images.length >= MAX_IMAGES) {
      skipped.push(file.name)
      continue
    }
    nextId += 1
    images.push({ id: `image-${nextId}`, file, previewUrl: createUrl(file) })
  }
  return { images, skipped }
}

export function removeImage(
  current: ProductImage[],
  id: string,
  revokeUrl: (url: string) => void = (url) => URL.revokeObjectURL(url),
): ProductImage[] {
  const removed = current.find((image) => image.id === id)
  if (removed) revokeUrl(removed.previewUrl)
  return current.filter((image) => image.id !== id)
}

/** Longest edge of a saved photo: plenty for a product gallery, small enough for storage. */
const MAX_EDGE = 1400

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'))
    reader.readAsDataURL(file)
  })
}

/** A data URL of the photo, downscaled and re-encoded as WebP where the browser can. */
export async function imageToDataUrl(file: File): Promise<string> {
  if (
    typeof createImageBitmap !== 'function' ||
    typeof document === 'undefined' ||
    file.type === 'image/svg+xml'
  ) {
    return readAsDataUrl(file)
  }
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    const context = canvas.getContext('2d')
    if (context === null) return readAsDataUrl(file)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const encoded = canvas.toDataURL('image/webp', 0.85)
    return encoded.startsWith('data:image/') ? encoded : readAsDataUrl(file)
  } catch {
    return readAsDataUrl(file)
  }
}
