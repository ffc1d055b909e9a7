import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { newEntry, type Vocabulary } from "../mission/vocabulary.ts";
import { EntryEditor } from "./EntryEditor.tsx";

type Entry = Readonly<Record<string, unknown>>;

interface Props<T extends Entry> {
  readonly testId: string;
  /** The discriminating key: "goal" or "condition". */
  readonly tag: string;
  readonly vocab: Vocabulary;
  /** The kind a new entry starts as. */
  readonly newKind: string;
  readonly items: readonly T[];
  readonly legend: string;
  readonly addLabel: string;
  readonly zombies: readonly string[];
  readonly counters: readonly string[];
  readonly onChange: (items: T[]) => void;
}

/** A list of goals or lose conditions: each one's kind and parameters, a remove button, and an add button. */
export function ConditionList<T extends Entry>(props: Props<T>) {
  const { t } = useTranslation(EDITOR_NS);
  const { items, onChange } = props;
  return (
    <fieldset data-testid={props.testId}>
      <legend>{props.legend}</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: goals and conditions have no ids; their place is their identity.
        <div key={i} className="ed-row">
          <EntryEditor
            tag={props.tag}
            vocab={props.vocab}
            value={item}
            zombies={props.zombies}
            counters={props.counters}
            label={props.legend}
            onChange={(v) => onChange(items.map((x, j) => (j === i ? (v as T) : x)))}
          />
          <button type="button" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            {t("mission.remove")}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          onChange([...items, newEntry(props.tag, props.newKind, props.vocab, props.counters) as T])
        }
      >
        {props.addLabel}
      </button>
    </fieldset>
  );
}
