import type { Checks } from "./play.ts";

export interface ScenarioReport {
  readonly name: string;
  readonly rule: string;
  readonly passed: boolean;
  /** Each failed expectation, in words: what was expected and what happened. */
  readonly failures: readonly string[];
  /** How many expectations were checked. */
  readonly checks: number;
}

/** Counts checks and keeps the messages of the failed ones. */
export class Checker implements Checks {
  failures: string[] = [];
  checks = 0;
  check(okay: boolean, message: () => string): void {
    this.checks++;
    if (!okay) this.failures.push(message());
  }
  report(name: string, rule: string): ScenarioReport {
    return { name, rule, passed: this.failures.length === 0, failures: this.failures, checks: this.checks };
  }
}
