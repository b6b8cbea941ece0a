import { expect, test } from "@playwright/test"

/**
 * Source maps stay off the public site (issue 15): the build writes them "hidden" (the bundles do
 * not name them) and the API never serves *.map, even though the files sit beside the bundles.
 */
test("the built app neither points to nor serves its source maps", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    const bundle = await request.get(script)
    expect(bundle.status()).toBe(200)
    expect(await bundle.text()).not.toContain("sourceMappingURL")
    const map = await request.get(`${script}.map`)
    expect(map.status()).toBe(404)
  }
})
