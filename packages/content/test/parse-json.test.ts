import { formatContentError, lineColumnAt, parseJsonText } from "@horda/content";
import { describe, expect, it } from "vitest";

const firstError = (text: string) => {
  const r = parseJsonText("f.json", text);
  return r.ok ? "parsed" : formatContentError(r.error[0] as never);
};

describe("parseJsonText", () => {
  it("parses strict JSON", () => {
    expect(parseJsonText("f.json", '{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it("gives the line and column of a missing comma", () => {
    expect(firstError('{\n  "a": 1\n  "b": 2\n}')).toBe(
      'f.json:3:3: bad JSON: expected "," or a closing bracket',
    );
  });

  it("refuses a trailing comma and a comment, with where", () => {
    expect(firstError('{"a": 1,}')).toBe("f.json:1:9: bad JSON: expected a property name in double quotes");
    expect(firstError('{\n// note\n"a": 1}')).toBe("f.json:2:1: bad JSON: comments are not allowed in JSON");
  });

  it("refuses a missing value and an empty file", () => {
    expect(firstError('{"a": }')).toBe("f.json:1:7: bad JSON: expected a value");
    expect(firstError("  \n")).toBe("f.json:1:1: bad JSON: the file is empty");
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumnAt("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
