import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { newEntry, type Vocabulary } from "../mission/vocabulary.ts";
import { FieldInput } from "./FieldInput.tsx";

interface Props {
  readonly tag: string;
  readonly vocab: Vocabulary;
  readonly value: Readonly<Record<string, unknown>>;
  readonly zombies: readonly string[];
  /** The mission's declared counters, offered where a counter is named. */
  readonly counters?: readonly string[];
  readonly label: string;
  readonly onChange: (value: Record<string, unknown>) => void;
}

/** One goal, lose condition, trigger or effect: its kind (a select) and its parameters. */
export function EntryEditor({ tag, vocab, value, zombies, counters = [], label, onChange }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const kind = String(value[tag]);
  return (
    <span className="ed-entry">
      <select
        aria-label={label}
        value={kind}
        onChange={(e) => onChange(newEntry(tag, e.target.value, vocab, counters))}
      >
        {Object.keys(vocab).map((k) => (
          <option key={k} value={k}>
            {t(`vocab.${k}`)}
          </option>
        ))}
      </select>
      {(vocab[kind] ?? []).map((spec) => (
        <FieldInput
          key={spec.name}
          spec={spec}
          value={value[spec.name]}
          zombies={zombies}
          counters={counters}
          onChange={(v) => {
            const next = { ...value };
            if (v === undefined) delete next[spec.name];
            else next[spec.name] = v;
            onChange(next);
          }}
        />
      ))}
    </span>
  );
}
