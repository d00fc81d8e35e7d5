import { useEffect } from 'react'

/** "{title} — Vitrine" while the screen is shown; the previous title comes back afterwards. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} — Vitrine`
    return () => {
      document.title = previous
    }
  }, [title])
}
