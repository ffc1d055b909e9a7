/** What validating one path found: error lines (file and where) or a one-line summary of what is fine. */
export interface TargetReport {
  readonly errors: readonly string[];
  readonly summary: string;
}

/** One kind of thing `horda validate` knows how to check. */
export interface ValidateTarget {
  /** Shown in messages: "pack folder", "map file"... */
  readonly label: string;
  /** Does this target handle the path? `isDirectory` tells folders from files. */
  matches(path: string, isDirectory: boolean): boolean;
  validate(path: string): TargetReport;
}
