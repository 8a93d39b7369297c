import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { BringFriendAnswer } from "../../domain/api/partners"
import { version } from "../version"

export class BringFriendLoaded extends Schema.TaggedClass<BringFriendLoaded>()("BringFriendLoaded", { ...version(1), answer: BringFriendAnswer }) {}
export class BringFriendLoadFailed extends Schema.TaggedClass<BringFriendLoadFailed>()("BringFriendLoadFailed", { ...version(1), error: ApiError }) {}

export const partnersServerAnswers = [BringFriendLoaded, BringFriendLoadFailed] as const

export const partnersEvents = [...partnersServerAnswers] as const
