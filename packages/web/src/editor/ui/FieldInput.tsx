import { useTranslation } from "react-i18next";
import { zombieTypeName } from "../content/boxes.ts";
import { EDITOR_NS } from "../i18n/register.ts";
import { DOOR_COLOURS_ALL, type FieldSpec, OBJECTIVE_COLOURS } from "../mission/vocabulary.ts";

interface Props {
  readonly spec: FieldSpec;
  readonly value: unknown;
  readonly zombies: readonly string[];
  readonly counters?: readonly string[];
  readonly onChange: (value: unknown) => void;
}

/** One parameter of a goal, condition, trigger or effect, with the input its kind needs. */
export function FieldInput({ spec, value, zombies, counters = [], onChange }: Props) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const label = t(`field.${spec.name}`);
  const choose = (options: readonly string[], optional: boolean, words: (o: string) => string) => (
    <select
      aria-label={label}
      value={value === undefined ? "" : String(value)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
    >
      {optional && <option value="">{t("field.any")}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {words(o)}
        </option>
      ))}
    </select>
  );
  const colour = (o: string) => t(`colour.${o}`);
  let input: React.ReactNode;
  switch (spec.kind) {
    case "colourAny":
      input = choose(OBJECTIVE_COLOURS, true, colour);
      break;
    case "doorColour":
      input = choose(DOOR_COLOURS_ALL, false, colour);
      break;
    case "doorColourAny":
      input = choose(DOOR_COLOURS_ALL, true, colour);
      break;
    case "spawnColour":
      input = choose(["red", "blue", "green"], false, colour);
      break;
    case "zombie":
    case "zombieAny":
      input = choose(zombies, spec.kind === "zombieAny", (o) => zombieTypeName(o, i18n.language));
      break;
    case "counter": {
      // The declared counters; a name no counter has (an imported mission's) stays listed so it shows.
      const names =
        typeof value === "string" && value !== "" && !counters.includes(value)
          ? [...counters, value]
          : counters;
      input = (
        <select aria-label={label} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            {t("field.chooseCounter")}
          </option>
          {names.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "to":
      input = choose(["actor", "all"], false, (o) => t(o === "actor" ? "field.actor" : "field.everyone"));
      break;
    case "bool":
      input = (
        <input
          type="checkbox"
          aria-label={label}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
      break;
    case "countOrAll": {
      // "All of them" or a number: a choice, then the number, so no typed word is quietly read as 1.
      const all = value === undefined || value === "all";
      input = (
        <>
          <select
            aria-label={label}
            value={all ? "all" : "some"}
            onChange={(e) => onChange(e.target.value === "all" ? "all" : 1)}
          >
            <option value="all">{t("field.allOfThem")}</option>
            <option value="some">{t("field.thisMany")}</option>
          </select>
          {!all && (
            <input
              type="number"
              min={1}
              aria-label={t("field.howMany", { label })}
              value={Number(value)}
              onChange={(e) => onChange(Math.max(1, Math.trunc(Number(e.target.value) || 1)))}
            />
          )}
        </>
      );
      break;
    }
    case "int":
    case "intSigned":
      input = (
        <input
          type="number"
          aria-label={label}
          min={spec.kind === "int" ? 1 : undefined}
          value={Number(value ?? 1)}
          onChange={(e) => onChange(Math.trunc(Number(e.target.value) || 0))}
        />
      );
      break;
    case "text": {
      const v = (value ?? { en: "", "pt-BR": "" }) as { en: string; "pt-BR": string };
      input = (
        <>
          <input
            aria-label={`${label} (en)`}
            value={v.en}
            onChange={(e) => onChange({ ...v, en: e.target.value })}
          />
          <input
            aria-label={`${label} (pt-BR)`}
            value={v["pt-BR"]}
            onChange={(e) => onChange({ ...v, "pt-BR": e.target.value })}
          />
        </>
      );
      break;
    }
    default:
      input = (
        <input aria-label={label} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />
      );
  }
  return (
    <span className="ed-field">
      <span>{label}</span> {input}
    </span>
  );
}
