import { withSettings } from "../platform/settings"
import { DevtoolsHttpLive } from "./http"

/** The developer's tools' group, which a production server answers as a path it has no endpoint for. */
export const DevtoolsLive = withSettings(({ production, operatorToken }) => DevtoolsHttpLive({ production, operatorToken }))
