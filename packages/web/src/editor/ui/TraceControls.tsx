import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { openPhoto, type TracePhoto } from "../tile-editor/photo.ts";

/** Loads a photo or scan of the printed tile under the grid, and says how visible it is and whether to align it. */
export function TraceControls({
  photo,
  setPhoto,
  opacity,
  setOpacity,
  aligning,
  setAligning,
}: {
  photo: TracePhoto | null;
  setPhoto: (p: TracePhoto | null) => void;
  opacity: number;
  setOpacity: (o: number) => void;
  aligning: boolean;
  setAligning: (a: boolean) => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      if (photo) URL.revokeObjectURL(photo.url);
      setPhoto(await openPhoto(file));
      setAligning(true);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <fieldset className="te-trace">
      <legend>{t("trace.title")}</legend>
      <p className="ed-hint">{t("trace.private")}</p>
      <label className="button">
        {photo ? t("trace.replacePhoto") : t("trace.loadPhoto")}
        <input
          type="file"
          accept="image/*"
          data-testid="trace-photo"
          hidden
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      {photo && (
        <>
          <button
            type="button"
            aria-pressed={aligning}
            data-testid="align-corners"
            onClick={() => setAligning(!aligning)}
          >
            {aligning ? t("trace.doneAligning") : t("trace.align")}
          </button>
          <button
            type="button"
            onClick={() => {
              URL.revokeObjectURL(photo.url);
              setPhoto(null);
              setAligning(false);
            }}
          >
            {t("trace.removePhoto")}
          </button>
          <label className="ed-field">
            <span>{t("trace.opacity")}</span>{" "}
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={opacity}
              onChange={(e) => setOpacity(Number(e.target.value))}
            />
          </label>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}
