/**
 * How deep JSON may nest anywhere the server reads it (messages, request bodies). Commands, configs,
 * records and documents need about ten levels; thousands would overflow recursive checks further on.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = (depth: number) =>
  `JSON nested ${depth} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`;
