import { expect, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

type Games = { readonly games: ReadonlyArray<{ readonly sportId: string; readonly home: string; readonly away: string; readonly participants?: ReadonlyArray<string> }> }

// The desktop size the site is drawn for: the search box and its list beside every other control of the page.
test.use({ viewport: { width: 1366, height: 768 } })

/** Two neighbouring letters of a name's first word swapped: Northbridge United -> Nrothbridge United. */
const misspelt = (name: string): string => `${name[0]}${name[2]}${name[1]}${name.slice(3)}`

test("search on the sports page finds a team by a misspelled name, walked with the keyboard, and Enter opens its page", async ({ page, request }) => {
  const consoleErrors: Array<string> = []
  page.on("console", (message) => (message.type() === "error" ? consoleErrors.push(message.text()) : undefined))
  await page.goto("/en/line")
  await waitForApp(page)
  // A football club of the line whose first word is long enough to be mistyped (the e2e world is drawn afresh).
  const line = (await (await request.get("/bff-api/sports/top?section=line")).json()) as Games
  const game = line.games.find((g) => g.sportId === "football" && (g.participants?.length ?? 0) === 0 && g.home.indexOf(" ") >= 5 && g.home[1] !== g.home[2])
  expect(game, "a football club in the line").toBeDefined()
  const team = game!.home
  const typed = misspelt(team)
  expect(typed).not.toBe(team)

  const box = page.getByRole("combobox", { name: "Search sports, championships, teams and games" })
  await box.click()
  await box.pressSequentially(typed, { delay: 30 })
  const list = page.getByRole("listbox", { name: "Search results" })
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute("aria-expanded", "true")
  const teams = list.getByRole("group", { name: "Teams" })
  // The football club of that name (clubs of other sports may share it): its name, its sport, maybe the live mark.
  const wanted = teams.getByRole("option", { name: new RegExp(`^${team} Football( Live)?$`) })
  await expect(wanted).toHaveCount(1)

  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-open.png` })
  // The list covers neither the header nor the bet slip's column: it drops over the page's own column.
  const listBox = (await list.boundingBox())!
  const header = (await page.locator(".site-header").boundingBox())!
  const main = (await page.locator(".sports__main").boundingBox())!
  expect(listBox.y).toBeGreaterThanOrEqual(header.y + header.height)
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(main.x + main.width + 1)

  // Down the options to the team, as the arrow keys walk them (all options, every group, in order).
  const options = await list.getByRole("option").evaluateAll((nodes) => nodes.map((node) => node.id))
  const wantedId = await wanted.getAttribute("id")
  const steps = options.indexOf(wantedId!) + 1
  expect(steps).toBeGreaterThan(0)
  for (let i = 0; i < steps; i++) await box.press("ArrowDown")
  await expect(box).toHaveAttribute("aria-activedescendant", wantedId!)
  await expect(wanted).toHaveAttribute("aria-selected", "true")
  // Up and down again: the same option.
  await box.press("ArrowUp")
  await box.press("ArrowDown")
  await expect(box).toHaveAttribute("aria-activedescendant", wantedId!)

  await box.press("Enter")
  await expect(page).toHaveURL(`/en/team/football/${encodeURIComponent(team)}`)
  await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible()
  await expect(list).toHaveCount(0)
  await expect(box).toHaveValue("")

  // Nothing found is said so; Escape closes the list, a second Escape clears the box.
  await box.click()
  await box.pressSequentially("qqzzxxyy")
  await expect(page.getByRole("status").filter({ hasText: "Nothing found for “qqzzxxyy”" })).toBeVisible()
  await box.press("Escape")
  await expect(box).toHaveAttribute("aria-expanded", "false")
  await box.press("Escape")
  await expect(box).toHaveValue("")
  expect(consoleErrors).toEqual([])
})
