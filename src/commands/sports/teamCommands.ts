import { Schema } from "effect"
import { SportId } from "../../domain/sports/feed"
import { captchaAnswer } from "../secret"

/** A team's page (SPEC.md 2.2 team) asks for the team's recent results once when it opens: they are games already played. */
export class LoadTeamResults extends Schema.TaggedClass<LoadTeamResults>()("LoadTeamResults", { sportId: SportId, name: Schema.String, ...captchaAnswer }) {}
