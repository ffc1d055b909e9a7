import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRoomCode } from "../../online-room/room-code.ts";
import { TABLE_NS } from "../i18n/register.ts";

/** The room's invite link and code, with a button that copies the link for a message to the other players. */
export function InviteLine({ code }: { code: string }) {
  const { t } = useTranslation(TABLE_NS);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/table/online/${code}`;
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <p className="online-invite">
      {t("online.invite")}{" "}
      <code className="invite-link" data-testid="online-link">
        {link}
      </code>{" "}
      <span className="invite-code">({formatRoomCode(code)})</span>
      {navigator.clipboard && (
        <button type="button" className="copy-link" onClick={copy}>
          {copied ? t("online.copied") : t("online.copy")}
        </button>
      )}
    </p>
  );
}
