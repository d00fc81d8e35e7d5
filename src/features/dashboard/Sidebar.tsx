import { useMediaQuery } from '../../components/useMediaQuery'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  isSidebarShortcut,
  readSidebarOpen,
  saveSidebarOpen,
} from './sidebar-state'

interface SidebarContextValue {
  /** Expanded (16rem) or icons only (3rem), on wide screens. */
  open: boolean
  setOpen(open: boolean): void
  /** The sheet, on narrow screens. */
  openMobile: boolean
  setOpenMobile(open: boolean): void
  isMobile: boolean
  toggle(): void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext)
  if (context === null) throw new Error('useSidebar must be used inside a SidebarProvider')
  return context
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile()
  const [open, setOpenState] = useState(() => readSidebarOpen())
  const [openMobile, setOpenMobile] = useState(false)

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    saveSidebarOpen(next)
  }, [])

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current)
    else setOpen(!open)
  }, [isMobile, open, setOpen])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  )
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

/** The sidebar column on wide screens: 16rem with labels, 3rem with icons only. */
export function DesktopSidebar({ children }: { children: ReactNode }) {
  const { open } = useSidebar()
  return (
    <aside
      aria-label="Dashboard navigation"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className="sticky top-14 h-[calc(100dvh-3.5rem)] shrink-0 overflow-x-hidden overflow-y-auto border-r border-[var(--gray-a5)] bg-[var(--gray-2)] transition-[width] duration-200 ease-out"
    >
      {children}
    </aside>
  )
}
