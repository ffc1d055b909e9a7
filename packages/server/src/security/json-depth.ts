/**
 * How deep JSON may nest anywhere the server reads it (messages, request bodies). Commands, configs,
 * records and documents need about ten levels; thousands would overflow recursive checks further on.
 */
export const MAX_JSON_DEPTH = 64;

/** Deepest nesting of [ and { outside strings, found without parsing (so hostile depth never reaches JSON.parse). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

export const tooDeepMessage = (depth: number) =>
  `JSON nested ${depth} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`;
