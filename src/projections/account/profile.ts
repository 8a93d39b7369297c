import { Schema } from "effect"
import { Profile } from "../../domain/api/accountOffice"
import { ApiError, RefusedField } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * The personal data page (issue 7): the player's profile as the server keeps it, and how the last save went. The
 * field errors are the server's (SPEC.md 8: personal-data errors by field name).
 */
export const ProfileState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  profile: Schema.NullOr(Profile),
  /** saved: the last save was kept; rejected: the server refused it (see fieldErrors / error). */
  saved: Schema.Literal("none", "saved", "rejected"),
  fieldErrors: Schema.Array(RefusedField),
  error: Schema.NullOr(ApiError)
})
export type ProfileState = typeof ProfileState.Type

export const initialProfile: ProfileState = { status: "idle", profile: null, saved: "none", fieldErrors: [], error: null }

export const profileProjection = defineProjection({
  name: "profile",
  schema: ProfileState,
  initial: initialProfile,
  tags: ["LoginSucceeded", "PlayerRegistered", "LoggedOut", "ProfileLoaded", "ProfileLoadFailed", "ProfileSaved", "ProfileSaveFailed", "ProfileRefused"],
  apply: (state, event): ProfileState => {
    switch (event._tag) {
      case "LoginSucceeded":
      case "PlayerRegistered":
      case "LoggedOut":
        // Another player's (or nobody's) data is never shown.
        return initialProfile
      case "ProfileLoaded":
        return { ...state, status: "loaded", profile: event.profile, error: null }
      case "ProfileLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "ProfileSaved":
        return { status: "loaded", profile: event.profile, saved: "saved", fieldErrors: [], error: null }
      case "ProfileSaveFailed":
        return {
          ...state,
          saved: "rejected",
          fieldErrors: event.error._tag === "ServerRefused" ? (event.error.fields ?? []) : [],
          error: event.error
        }
      case "ProfileRefused":
        return { ...state, saved: "rejected", fieldErrors: event.fields, error: null }
    }
  }
})
