import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { AiBuilder } from '../../src/features/landing/AiBuilder'
import {
  DESIGN_PRODUCT_KEY,
  DESIGN_PROMPT_KEY,
  PAGE_TYPE_KEY,
  PROMPT_PLACEHOLDERS,
  composeDesignPrompt,
  designProduct,
  parseFeatures,
  saveDesignRequest,
  takeDesignRequest,
} from '../../src/features/landing/design-prompt'
import { MAX_IMAGES, addImages, removeImage } from '../../src/features/landing/product-images'
import { fakeSession, renderScreen } from './auth-harness'

beforeAll(() => {
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`)
  URL.revokeObjectURL = vi.fn()
})
beforeEach(() => localStorage.clear())
afterEach(cleanup)

const EMPTY = { title: '', price: '', description: '', features: '' }

describe('the design prompt', () => {
  it('is "Page Type: {type}. {prompt}" with the prompt trimmed', () => {
    expect(composeDesignPrompt('homepage', '  A trendy shoe store  ')).toBe(
      'Page Type: homepage. A trendy shoe store',
    )
  })

  it('appends the filled-in product details for product pages only', () => {
    const product = {
      title: 'Kiln Mug',
      price: '$29',
      description: '',
      features: 'Dishwasher safe, , Lead-free ',
    }
    expect(composeDesignPrompt('product', 'A mug page', product, 2)).toBe(
      'Page Type: product. A mug page\n\nProduct Details:\n- Title: Kiln Mug\n- Price: $29\n' +
        '- Key Features: Dishwasher safe, Lead-free\n- Images: 2 uploaded',
    )
    expect(composeDesignPrompt('homepage', 'A store', product)).toBe('Page Type: homepage. A store')
    expect(composeDesignPrompt('product', 'A mug page', EMPTY)).toBe('Page Type: product. A mug page')
  })

  it('splits key features on commas and drops empty ones', () => {
    expect(parseFeatures(' a, b ,, c ')).toEqual(['a', 'b', 'c'])
    expect(designProduct(EMPTY, [])).toBeNull()
    expect(designProduct({ ...EMPTY, features: 'x, y' }, ['data:image/png;base64,AA=='])).toEqual({
      features: ['x', 'y'],
      images: ['data:image/png;base64,AA=='],
    })
  })

  it('saves prompt, page type and product; without the images when storage is full', () => {
    expect(
      saveDesignRequest(localStorage, { prompt: 'P', pageType: 'product', product: { title: 'T' } }),
    ).toBe('saved')
    expect(localStorage.getItem(DESIGN_PROMPT_KEY)).toBe('P')
    expect(localStorage.getItem(PAGE_TYPE_KEY)).toBe('product')
    expect(JSON.parse(localStorage.getItem(DESIGN_PRODUCT_KEY)!)).toEqual({ title: 'T' })

    const store = new Map<string, string>()
    const full = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.includes('data:image')) throw new DOMException('full', 'QuotaExceededError')
        store.set(key, value)
      },
      removeItem: (key: string) => store.delete(key),
    } as unknown as Storage
    const outcome = saveDesignRequest(full, {
      prompt: 'P',
      pageType: 'product',
      product: { title: 'T', images: ['data:image/png;base64,AA=='] },
    })
    expect(outcome).toBe('saved-without-images')
    expect(JSON.parse(full.getItem(DESIGN_PRODUCT_KEY)!)).toEqual({ title: 'T' })
  })

  it('is taken once by the editor', () => {
    saveDesignRequest(localStorage, { prompt: 'P', pageType: 'about', product: null })
    expect(takeDesignRequest(localStorage)).toEqual({ prompt: 'P', pageType: 'about', product: null })
    expect(takeDesignRequest(localStorage)).toBeNull()
  })
})

describe('product images', () => {
  const file = (name: string, type = 'image/png') => new File(['x'], name, { type })

  it('accepts images only, at most MAX_IMAGES, and removes one at a time', () => {
    const { images, skipped } = addImages(
      [],
      [file('a.png'), file('notes.txt', 'text/plain'), file('b.jpg', 'image/jpeg')],
    )
    expect(images.map((image) => image.file.name)).toEqual(['a.png', 'b.jpg'])
    expect(skipped).toEqual(['notes.txt'])

    const many = addImages(
      [],
      Array.from({ length: MAX_IMAGES + 2 }, (_, i) => file(`${i}.png`)),
    )
    expect(many.images).toHaveLength(MAX_IMAGES)
    expect(many.skipped).toHaveLength(2)

    const revoke = vi.fn()
    const left = removeImage(images, images[0]!.id, revoke)
    expect(left.map((image) => image.file.name)).toEqual(['b.jpg'])
    expect(revoke).toHaveBeenCalledWith(images[0]!.previewUrl)
  })
})

async function choosePageType(label: string) {
  const trigger = await screen.findByRole('combobox', { name: 'Page type' })
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  fireEvent.click(await screen.findByRole('option', { name: label }))
}

describe('the hero prompt form', () => {
  it('asks for a prompt when it is empty after trimming, and saves nothing', async () => {
    const { router } = renderScreen(() => <AiBuilder />)
    fireEvent.change(await screen.findByLabelText('Describe your store'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: /Generate My Store/ }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a prompt')
    expect(localStorage.getItem(DESIGN_PROMPT_KEY)).toBeNull()
    expect(router.state.location.pathname).toBe('/screen')
  })

  it('saves the prompt and sends a visitor to /auth', async () => {
    const { router } = renderScreen(() => <AiBuilder />)
    fireEvent.change(await screen.findByLabelText('Describe your store'), {
      target: { value: 'A minimalist jewelry boutique' },
    })
    fireEvent.click(screen.getByRole('button', { name: /Generate My Store/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.getItem(DESIGN_PROMPT_KEY)).toBe('Page Type: homepage. A minimalist jewelry boutique')
    expect(localStorage.getItem(PAGE_TYPE_KEY)).toBe('homepage')
  })

  it('sends a signed-in user straight to the editor', async () => {
    const session = fakeSession({ status: 'signed-in', user: { email: 'a@b.co' } })
    const { router } = renderScreen(() => <AiBuilder />, { session })
    fireEvent.click(await screen.findByRole('button', { name: 'Trendy shoe store' }))
    fireEvent.click(screen.getByRole('button', { name: /Generate My Store/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'))
    expect(localStorage.getItem(DESIGN_PROMPT_KEY)).toMatch(/^Page Type: homepage\. A trendy shoe store/)
  })

  it('changes the placeholder and the examples with the page type, and shows product fields for products', async () => {
    renderScreen(() => <AiBuilder />)
    const prompt = await screen.findByLabelText('Describe your store')
    expect(prompt.getAttribute('placeholder')).toBe(PROMPT_PLACEHOLDERS.homepage)
    expect(screen.queryByLabelText('Product title')).toBeNull()

    await choosePageType('Product page')
    expect(prompt.getAttribute('placeholder')).toBe(PROMPT_PLACEHOLDERS.product)
    expect(screen.getByRole('button', { name: 'Ceramic mug' })).toBeTruthy()
    for (const label of ['Product title', 'Price', 'Description', 'Key features']) {
      expect(screen.getByLabelText(label)).toBeTruthy()
    }
    const input = screen.getByLabelText('Product images') as HTMLInputElement
    expect(input.accept).toBe('image/*')
    expect(input.multiple).toBe(true)
  })

  it('shows a thumbnail per image, removes them one by one and saves product details', async () => {
    const { router } = renderScreen(() => <AiBuilder />)
    await choosePageType('Product page')
    const files = [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'side.png', { type: 'image/png' }),
    ]
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Product images'), { target: { files } })
    })
    const list = screen.getByRole('list', { name: 'Selected images' })
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['front.png', 'side.png'])

    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }))
    expect(within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('img')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Remove front.png' })).toBeNull()

    fireEvent.change(screen.getByLabelText('Describe your store'), { target: { value: 'A mug page' } })
    fireEvent.change(screen.getByLabelText('Product title'), { target: { value: 'Kiln Mug' } })
    fireEvent.change(screen.getByLabelText('Key features'), {
      target: { value: 'Handmade, Dishwasher safe' },
    })
    fireEvent.click(screen.getByRole('button', { name: /Generate My Store/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(localStorage.getItem(DESIGN_PROMPT_KEY)).toBe(
      'Page Type: product. A mug page\n\nProduct Details:\n- Title: Kiln Mug\n- Key Features: Handmade, Dishwasher safe\n- Images: 1 uploaded',
    )
    const product = JSON.parse(localStorage.getItem(DESIGN_PRODUCT_KEY)!)
    expect(product.title).toBe('Kiln Mug')
    expect(product.features).toEqual(['Handmade', 'Dishwasher safe'])
    expect(product.images).toHaveLength(1)
    expect(product.images[0]).toMatch(/^data:image\/png;base64,/)
  })
})
