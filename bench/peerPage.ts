import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import react from "@vitejs/plugin-react"
import { build } from "vite"

/**
 * The peer: the smallest Vite React page (react + react-dom rendering a heading and a paragraph), generated and
 * built with the same Vite, plugin and React versions as the client, in the same run. Returns its dist folder.
 */
export const buildPeerPage = async (workDir: string): Promise<string> => {
  await mkdir(join(workDir, "src"), { recursive: true })
  await writeFile(
    join(workDir, "index.html"),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Peer</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`
  )
  await writeFile(
    join(workDir, "src", "main.jsx"),
    `import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <h1>Welcome to the peer page</h1>
    <p>A minimal Vite React page: a heading and a paragraph, nothing else.</p>
  </StrictMode>
)
`
  )
  const outDir = join(workDir, "dist")
  await build({ root: workDir, configFile: false, plugins: [react()], logLevel: "warn", build: { outDir, emptyOutDir: true } })
  return outDir
}
