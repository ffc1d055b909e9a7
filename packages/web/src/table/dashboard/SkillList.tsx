import { Fragment } from "react";
import type { Words } from "../words/words.ts";

/** A survivor's skills by name, each telling what it does when pointed at (its `title`). */
export function SkillList({ words, skills }: { readonly words: Words; readonly skills: readonly string[] }) {
  if (skills.length === 0) return <>{words.t("dashboard.skillsNone")}</>;
  return (
    <>
      {skills.map((k, i) => (
        <Fragment key={`${k}.${String(i)}`}>
          {i > 0 && ", "}
          <span className="skill" data-testid="skill" title={words.skillHelp(k) || undefined}>
            {words.skill(k)}
          </span>
        </Fragment>
      ))}
    </>
  );
}
