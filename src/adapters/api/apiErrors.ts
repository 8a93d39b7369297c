// The typed errors of the Api service are pure Schemas, so they live in src/domain where projections and
// events can use them; this module keeps the adapters' import path.
export * from "../../domain/api/clientErrors"
