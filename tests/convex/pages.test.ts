import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { newBackend, signedIn } from './helpers'

async function withProject(name = 'ana') {
  const t = newBackend()
  const user = await signedIn(t, name)
  const projectId = (await user.mutation(api.projects.create, { shop: 'stride' }))!
  return { t, user, projectId }
}

describe('pages', () => {
  it('creates pages as drafts and lists them newest first', async () => {
    const { user, projectId } = await withProject()
    const home = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: ' Home ',
      userPrompt: 'A bold sneaker store',
    })
    const about = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'about',
      title: 'About us',
      userPrompt: 'Our story',
    })
    const pages = await user.query(api.pages.list, { projectId })
    expect(pages.map((p) => p._id)).toEqual([about, home])
    expect(pages[1]).toMatchObject({
      title: 'Home',
      status: 'draft',
      pageType: 'homepage',
      hasGeneratedHtml: false,
    })
    expect((await user.query(api.projects.get, { projectId }))?.pageCount).toBe(2)
  })

  it('requires page type, title and prompt', async () => {
    const { user, projectId } = await withProject()
    await expect(
      user.mutation(api.pages.create, { projectId, pageType: 'homepage', title: '  ', userPrompt: 'x' }),
    ).rejects.toThrow('Page title is required')
    await expect(
      user.mutation(api.pages.create, { projectId, pageType: 'homepage', title: 'Home', userPrompt: '' }),
    ).rejects.toThrow('AI prompt is required')
    await expect(
      user.mutation(api.pages.create, {
        projectId,
        pageType: 'gallery' as 'homepage',
        title: 'H',
        userPrompt: 'x',
      }),
    ).rejects.toThrow(/Validator/)
    await expect(
      user.mutation(api.pages.create, {
        projectId,
        pageType: 'homepage',
        title: 'H',
        userPrompt: 'x'.repeat(5000),
      }),
    ).rejects.toThrow('too long')
  })

  it('updates and deletes a page', async () => {
    const { user, projectId } = await withProject()
    const pageId = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'product',
      title: 'Runner',
      userPrompt: 'A product page',
    })
    await user.mutation(api.pages.update, { pageId, title: 'Runner 2', status: 'published' })
    expect(await user.query(api.pages.get, { pageId })).toMatchObject({
      title: 'Runner 2',
      status: 'published',
    })
    await user.mutation(api.pages.remove, { pageId })
    expect(await user.query(api.pages.get, { pageId })).toBeNull()
  })

  it("keeps another user's pages out of reach", async () => {
    const { t, user, projectId } = await withProject()
    const pageId = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'x',
    })
    const ben = await signedIn(t, 'ben')
    await expect(ben.query(api.pages.list, { projectId })).rejects.toThrow('Project not found')
    expect(await ben.query(api.pages.get, { pageId })).toBeNull()
    expect(await ben.query(api.pages.generatedHtml, { pageId })).toBeNull()
    await expect(ben.mutation(api.pages.update, { pageId, title: 'Mine' })).rejects.toThrow('Page not found')
    await expect(ben.mutation(api.pages.remove, { pageId })).rejects.toThrow('Page not found')
    await expect(
      ben.mutation(api.pages.create, { projectId, pageType: 'homepage', title: 'H', userPrompt: 'x' }),
    ).rejects.toThrow('Project not found')
    await expect(t.query(api.pages.list, { projectId })).rejects.toThrow('Not signed in')
  })
})
