import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { Theme } from '@radix-ui/themes'
import { NotFound } from '../../src/components/NotFound'

afterEach(cleanup)

describe('404 page', () => {
  it('shows the spec text and a Return to Home link for an unknown route', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ notFoundComponent: NotFound }),
      history: createMemoryHistory({ initialEntries: ['/no-such-page'] }),
    })
    render(
      <Theme>
        <RouterProvider router={router} />
      </Theme>,
    )
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Return to Home' })
    expect(link.getAttribute('href')).toBe('/')
  })
})
