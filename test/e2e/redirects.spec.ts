import { expect, test } from "./fixtures"
import { operatorHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The redirects service end to end (SPEC.md 3 "Redirect service response", 7 "redirect-light"): the operator moves a
 * news article to a new address; a player following the old link inside the site lands on the new one with the old
 * address replaced in the history, and a full page load of the old address (a bookmark, a search result) gets the
 * server's permanent redirect. Rules concern every visitor, so this one moves a page only this test publishes.
 */

test("a page the operator moved is reached at its new address, by a link inside the site and by its old address", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const stamp = Date.now()
  const headers = await operatorHeaders()
  const article = (slug: string, title: string) =>
    request.post("/web-api/operator/content/articles", { headers, data: { slug, kind: "news", lng: "en", title, summary: "Kick-off times.", markdown: "Kick-off at **19:00**." } })
  const oldTitle = `Derby kick-off time ${stamp}`
  const newTitle = `Derby kick-off time, corrected ${stamp}`
  expect((await article(`e2e-derby-${stamp}`, oldTitle)).status()).toBe(200)
  expect((await article(`e2e-derby-fixed-${stamp}`, newTitle)).status()).toBe(200)

  await page.goto("/en/news")
  await waitForApp(page)
  // Moved while the player reads the list: the link on screen still names the old address.
  const moved = await request.post("/web-api/operator/redirects", { headers, data: { from: `/news/e2e-derby-${stamp}`, to: `/news/e2e-derby-fixed-${stamp}`, reason: "corrected" } })
  expect(moved.status()).toBe(200)
  const { id } = (await moved.json()) as { id: number }
  try {
    await page.getByRole("link", { name: oldTitle, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/en/news/e2e-derby-fixed-${stamp}$`))
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/redirects-moved-article.png` })
    // Replaced, not pushed: Back returns to the list, not to the old address that would move again.
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/news$/)

    const response = await page.goto(`/en/news/e2e-derby-${stamp}?from=bookmark`)
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/en/news/e2e-derby-${stamp}\\?from=bookmark$`))
    await expect(page).toHaveURL(new RegExp(`/en/news/e2e-derby-fixed-${stamp}\\?from=bookmark$`))
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible()
  } finally {
    await request.post(`/web-api/operator/redirects/${id}/remove`, { headers })
  }
})
