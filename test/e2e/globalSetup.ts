import type { FullConfig } from "@playwright/test"
import { warmLine } from "./support"

/**
 * Runs once the shared server is up (Playwright starts the webServer first): the simulated line is built on its
 * first read, which takes seconds on a loaded machine, and the first test to open a line page should not spend its
 * waits on that.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  if (baseURL !== undefined) await warmLine(baseURL)
}
