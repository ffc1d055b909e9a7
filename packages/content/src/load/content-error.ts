/** One problem found in content, naming the file and where in it. */
export interface ContentError {
  /** The file as given in the record (`content/core2e/survivors.json`). */
  readonly file: string;
  /** JSON path inside the file (`$.survivors[3].skills.orange[1]`), when the problem is in JSON data. */
  readonly path?: string;
  /** 1-based line and column, when the problem is in the text itself (bad JSON, a tile line). */
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
}

export function contentError(
  file: string,
  message: string,
  where: { path?: string; line?: number; column?: number } = {},
) {
  return { file, message, ...where } satisfies ContentError;
}

/** `file:line:column: message`, `file: $.path: message` or `file: message`. */
export function formatContentError(e: ContentError): string {
  if (e.line !== undefined) {
    return `${e.file}:${e.line}${e.column !== undefined ? `:${e.column}` : ""}: ${e.message}`;
  }
  if (e.path !== undefined) return `${e.file}: ${e.path}: ${e.message}`;
  return `${e.file}: ${e.message}`;
}
