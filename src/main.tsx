import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { Theme } from '@radix-ui/themes'
import { Toaster } from 'sonner'
import { routeTree } from './routeTree.gen'
import { BackendProvider } from './lib/backend'
import { useSession } from './lib/session'
import { EnsureProfile } from './features/auth/EnsureProfile'
import { EmbeddedProvider } from './features/embedded/EmbeddedContext'
import { AppBridgeShell } from './features/embedded/app-bridge'
import './styles.css'

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  context: { session: undefined! },
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

function App() {
  const session = useSession()
  // The signed-in layout's guard (routes/_signed-in.tsx) runs again when the session changes.
  useEffect(() => {
    void router.invalidate()
  }, [session.status])
  return <RouterProvider router={router} context={{ session }} />
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Theme accentColor="indigo" grayColor="slate" radius="medium">
      <BackendProvider>
        <EmbeddedProvider>
          <EnsureProfile />
          <AppBridgeShell />
          <App />
          {/* Below the content: at the top they covered the editor's Undo, Redo, History and credits. */}
          <Toaster richColors closeButton position="bottom-right" />
        </EmbeddedProvider>
      </BackendProvider>
    </Theme>
  </StrictMode>,
)
