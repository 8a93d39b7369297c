import { Schema } from "effect"
import { defineProjection } from "../projection"

/** The live games multi-live shows side by side (SPEC.md 2.2 multi), in the order added. */
export const MultiLiveState = Schema.Array(Schema.String)
export type MultiLiveState = typeof MultiLiveState.Type

export const multiLiveProjection = defineProjection({
  name: "multiLive",
  schema: MultiLiveState,
  initial: [] as MultiLiveState,
  tags: ["MultiLiveChanged"],
  apply: (_state, event): MultiLiveState => event.gameIds
})
