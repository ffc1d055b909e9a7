import { describe, expect, it } from "vitest";
import { isPlainText, nestingDepth, plainName, textProblems } from "../src/index.ts";

describe("text checks shared by the editor and the server", () => {
  it("lets plain text through, with accents, tabs and new lines", () => {
    expect(isPlainText("Ação: abra a porta\tdepois\nsaia < 3 vezes")).toBe(true);
  });

  it("refuses markup, script links and control characters", () => {
    for (const bad of ["<b>x</b>", "a </div>", "<!-- c -->", "go JavaScript:alert(1)", "bell\u0007"])
      expect(isPlainText(bad), bad).toBe(false);
  });

  it("checks names with their length", () => {
    expect(plainName(5).safeParse("Ana").success).toBe(true);
    expect(plainName(5).safeParse("").success).toBe(false);
    expect(plainName(5).safeParse("Ana Maria").success).toBe(false);
    const markup = plainName(40).safeParse("<img src=x>");
    expect(markup.success ? "" : markup.error.issues[0]?.message).toMatch(/markup/);
  });

  it("names every forbidden key and every text with markup by its JSON path", () => {
    const value = JSON.parse(
      '{"briefing":{"en":"<script>x</script>","pt-BR":"ok"},"rules":[{"text":"fine"},{"text":"a\\u0000b"}],"__proto__":{}}',
    );
    expect(textProblems(value)).toEqual([
      { path: "$.briefing.en", message: "text may not contain markup, scripts or control characters" },
      { path: "$.rules[1].text", message: "text may not contain markup, scripts or control characters" },
      { path: "$", message: 'the key "__proto__" is not allowed' },
    ]);
    expect(textProblems({ a: ["<a>", "<b>", "<c>"] }, 2)).toHaveLength(2);
  });

  it("measures nesting without parsing, ignoring brackets inside strings", () => {
    expect(nestingDepth('{"a":[{"b":"[[[["}]}')).toBe(3);
    expect(nestingDepth("[".repeat(3000))).toBe(3000);
  });
});
