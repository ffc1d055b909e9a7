import { err, ok, type Result } from "@horda/table";
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";
import { type ContentError, contentError } from "./content-error.ts";

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const PARSE_MESSAGES: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "malformed number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," or a closing bracket',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: "unexpected text after the end of the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "unterminated comment",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "malformed unicode escape",
  InvalidEscapeCharacter: "malformed escape sequence",
  InvalidCharacter: "invalid character in string",
};

/** Strict JSON (no comments, no trailing commas); errors carry the line and column. */
export function parseJsonText(file: string, text: string): Result<unknown, ContentError[]> {
  if (text.trim() === "")
    return err([contentError(file, "bad JSON: the file is empty", { line: 1, column: 1 })]);
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length === 0) return ok(value);
  // The first error is the real one; later ones are usually knock-on effects of it.
  const first = errors[0] as ParseError;
  const code = printParseErrorCode(first.error);
  const where = lineColumnAt(text, first.offset);
  return err([contentError(file, `bad JSON: ${PARSE_MESSAGES[code] ?? code}`, where)]);
}
