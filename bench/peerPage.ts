import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import react from "@vitejs/plugin-react"
import { build, defaultClientConditions } from "vite"

const indexHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`

/** Writes a one-file page into `workDir` and builds it with the same Vite, plugin and resolve conditions as the client. */
const buildPage = async (workDir: string, title: string, mainJsx: string): Promise<string> => {
  await mkdir(join(workDir, "src"), { recursive: true })
  await writeFile(join(workDir, "index.html"), indexHtml(title))
  await writeFile(join(workDir, "src", "main.jsx"), mainJsx)
  const outDir = join(workDir, "dist")
  await build({
    root: workDir,
    configFile: false,
    plugins: [react()],
    resolve: { conditions: ["es2015", ...defaultClientConditions] },
    logLevel: "warn",
    build: { outDir, emptyOutDir: true }
  })
  return outDir
}

/**
 * The peer: the smallest Vite React page (react + react-dom rendering a heading and a paragraph), built in the same
 * run. Returns its dist folder.
 */
export const buildPeerPage = (workDir: string): Promise<string> =>
  buildPage(
    workDir,
    "Peer",
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

/**
 * The floor: what the design card's packages cost before any of our code, each doing its smallest job on the boot
 * path as the client uses it (an Effect runtime with one service, a Schema decode and a tagged event class, a
 * HashMap, i18next through react-i18next, a signal read by a view, a wouter route, an rxjs Subject). Whatever the
 * client ships beyond this page is ours to cut; what this page ships is not.
 */
export const buildPackagesFloorPage = (workDir: string): Promise<string> =>
  buildPage(
    workDir,
    "Floor",
    `import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { Context, Effect, HashMap, Layer, ManagedRuntime, Schema } from "effect"
import i18next from "i18next"
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next"
import { signal } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { Route, Router } from "wouter"
import { Subject } from "rxjs"

class Api extends Context.Tag("Api")() {}
class Loaded extends Schema.TaggedClass()("Loaded", { title: Schema.String, version: Schema.optionalWith(Schema.Number, { default: () => 1 }) }) {}
const Config = Schema.Struct({ title: Schema.String, languages: Schema.Array(Schema.String) })
const title = signal("")
const feed = new Subject()
feed.subscribe((event) => { title.value = event.title })
const runtime = ManagedRuntime.make(Layer.succeed(Api, { get: Effect.succeed({ title: "Welcome to the floor page", languages: ["en"] }) }))
const load = Effect.gen(function* () {
  const config = yield* Schema.decodeUnknown(Config)(yield* (yield* Api).get)
  const seen = HashMap.set(HashMap.empty(), config.title, config.languages.length)
  feed.next(new Loaded({ title: HashMap.has(seen, config.title) ? config.title : "" }))
})
await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: { lead: "The design card's packages, each doing its smallest job." } } } })
const Page = () => {
  useSignals()
  const { t } = useTranslation()
  return (<><h1>{title.value}</h1><p>{t("lead")}</p></>)
}
createRoot(document.getElementById("root")).render(
  <StrictMode><I18nextProvider i18n={i18next}><Router><Route path="/"><Page /></Route></Router></I18nextProvider></StrictMode>
)
void runtime.runPromise(load)
`
  )
