import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { RemoteView } from "../../domain/api/content"
import { version } from "../version"

export class ViewUsed extends Schema.TaggedClass<ViewUsed>()("ViewUsed", { ...version(1), key: Schema.String, path: Schema.String }) {}
export class ViewLoaded extends Schema.TaggedClass<ViewLoaded>()("ViewLoaded", { ...version(1), key: Schema.String, view: RemoteView }) {}
export class ViewLoadFailed extends Schema.TaggedClass<ViewLoadFailed>()("ViewLoadFailed", { ...version(1), key: Schema.String, error: ApiError }) {}
export class ViewRetryDue extends Schema.TaggedClass<ViewRetryDue>()("ViewRetryDue", { ...version(1), key: Schema.String }) {}
/** A reload event taken at `at` (epoch ms): the machine throttles them to one a second. */
export class ViewReloadRequested extends Schema.TaggedClass<ViewReloadRequested>()("ViewReloadRequested", { ...version(1), key: Schema.String, at: Schema.Number }) {}
export class ViewReleased extends Schema.TaggedClass<ViewReleased>()("ViewReleased", { ...version(1), key: Schema.String }) {}

export const contentServerAnswers = [ViewLoaded, ViewLoadFailed] as const

export const contentEvents = [ViewUsed, ViewLoaded, ViewLoadFailed, ViewRetryDue, ViewReloadRequested, ViewReleased] as const
