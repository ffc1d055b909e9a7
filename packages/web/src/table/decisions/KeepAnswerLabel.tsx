import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { commandWords } from "../actions/command-words.ts";
import { TABLE_NS } from "../i18n/register.ts";
import type { Words } from "../words/words.ts";
import { keepDiscards } from "./keep-discards.ts";

interface Props {
  readonly words: Words;
  readonly view: ZombicideView;
  readonly survivor: string;
  readonly found: readonly string[];
  readonly command: ZombicideCommand;
}

/**
 * A keepCards answer's words with what it throws away: "Keep: … — discards Bismuth, Plenty of Ammo". A card the
 * survivor already held is marked as a warning (a dog card most of all: the dog runs off with it).
 */
export function KeepAnswerLabel({ words, view, survivor, found, command }: Props) {
  const { t } = useTranslation(TABLE_NS);
  const discards = keepDiscards(view, survivor, found, command);
  return (
    <>
      {commandWords(words, command)}
      {" — "}
      {discards.length === 0 ? (
        t("keep.discardsNothing")
      ) : (
        <>
          {t("keep.discards")}{" "}
          {discards.map((d, i) => (
            <Fragment key={d.uid}>
              {i > 0 && ", "}
              {d.held ? (
                <strong className={d.dog ? "discard-held discard-dog" : "discard-held"}>
                  {t(d.dog ? "keep.heldDog" : "keep.held", { card: words.card(d.uid) })}
                </strong>
              ) : (
                words.card(d.uid)
              )}
            </Fragment>
          ))}
        </>
      )}
    </>
  );
}
