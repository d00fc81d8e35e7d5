import { describe, expect, it } from 'vitest'
import { newBackend } from './helpers'
import { CALLS, callAs, publicFunctions, seedStore, SHOP_TOKEN } from './public-calls'

describe('shop access tokens', () => {
  it('every public function has a call in this test', () => {
    expect([...publicFunctions().keys()].sort()).toEqual(Object.keys(CALLS).sort())
  })

  for (const role of ['owner', 'editor'] as const) {
    it(`no public function returns a shop access token (to the store's ${role})`, async () => {
      const t = newBackend()
      const { people, seed } = await seedStore(t)
      // The token really is on the server, so not finding it in any output means something.
      const stored = await t.run(async (ctx) =>
        (await ctx.db.query('projects').collect()).map((p) => p.shopAccessToken),
      )
      expect(stored).toEqual([SHOP_TOKEN])
      const outputs: string[] = []
      for (const name of Object.keys(CALLS)) {
        const output = await callAs(people[role], name, seed).catch((error: Error) => error.message)
        outputs.push(`${name} -> ${JSON.stringify(output)}`)
      }
      expect(outputs).toHaveLength(Object.keys(CALLS).length)
      for (const output of outputs) expect(output).not.toContain(SHOP_TOKEN)
    })
  }
})
