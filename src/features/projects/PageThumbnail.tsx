import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { ThemeThumbnail } from '../../components/ThemeThumbnail'
import { useLiveQuery } from '../../components/useLiveQuery'

/** A page's stored preview, small; a page without one says so. */
export function PageThumbnail({
  page,
}: {
  page: { _id: Id<'pages'>; title: string; hasGeneratedHtml: boolean }
}) {
  const html = useLiveQuery(api.pages.generatedHtml, page.hasGeneratedHtml ? { pageId: page._id } : 'skip')
  const shown = !page.hasGeneratedHtml
    ? null
    : html.status === 'success'
      ? html.data
      : html.status === 'error'
        ? null
        : undefined
  return (
    <ThemeThumbnail
      html={shown}
      title={`${page.title}, as it looks`}
      empty={html.status === 'error' ? 'The preview could not be loaded' : 'No theme yet'}
    />
  )
}
