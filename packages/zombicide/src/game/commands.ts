import { err, ok, type Result, type RuleError, ruleError } from "@horda/table";
import { allCommands } from "../kernel/registry.ts";

/** A command: its `type` names the action module that handles it (a rule module's commands). */
export interface ZombicideCommand {
  readonly type: string;
  readonly survivor?: string;
  readonly [field: string]: unknown;
}

/** Parses an untrusted command with its module's schema; the error names the offending field. */
export function parseCommand(raw: unknown): Result<ZombicideCommand, RuleError> {
  const type = typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined;
  const commands = allCommands();
  const module = commands.find((m) => m.type === type);
  if (!module) {
    return err(
      ruleError(
        "malformed_command",
        "command format",
        `$.type: expected one of ${commands.map((m) => m.type).join(", ")}`,
      ),
    );
  }
  const parsed = module.schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data as ZombicideCommand);
  const issue = parsed.error.issues[0];
  const where = issue
    ? `$${issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`
    : "$";
  return err(
    ruleError("malformed_command", "command format", `${where}: ${issue?.message ?? "not a command"}`),
  );
}
