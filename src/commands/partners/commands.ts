import { Schema } from "effect"

/** Reads the signed-in player's bring-a-friend page: their referral code, the rule, their friends and rewards. */
export class LoadBringFriend extends Schema.TaggedClass<LoadBringFriend>()("LoadBringFriend", {}) {}

export const partnersCommands = [LoadBringFriend] as const
