// Stands in for @types/node in the engine's type-check (tsconfig.engine.json sets typeRoots to
// src/engine/env): liquidjs's and jszip's declarations reference Node's types, which would
// otherwise bring Node's globals (process, Buffer, require...) into engine code unnoticed.
export {}
