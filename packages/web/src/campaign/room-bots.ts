import { useEffect } from "react";
import type { ZombicideRoom } from "../table/online/OnlineTableScreen.tsx";

/** The Zombicide bot of @horda/bots the server plays a seat with (docs/protocol.md). */
const BOT = "survivor";
const key = (code: string) => `horda.campaign.room-bots.${code}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The campaign's Bot seats a room opened for its mission: handed to the server's bot once the host is in. */
export function rememberRoomBots(code: string, seats: readonly string[]): void {
  if (seats.length > 0) storage()?.setItem(key(code), JSON.stringify(seats));
}

function takeRoomBots(code: string): string[] {
  const store = storage();
  const raw = store?.getItem(key(code));
  store?.removeItem(key(code));
  try {
    const seats = JSON.parse(raw ?? "[]");
    return Array.isArray(seats) ? seats.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/**
 * At the host's table of a campaign mission's room: the seats the campaign gives the bot, still free, go to the
 * server's bot as soon as the host has joined (the host could do it by hand in the seats panel).
 */
export function useCampaignRoomBots(code: string, room: ZombicideRoom): void {
  const { joined, host, seats } = room.state;
  useEffect(() => {
    if (!joined || !host || Object.keys(seats).length === 0) return;
    for (const seat of takeRoomBots(code)) {
      const s = seats[seat];
      if (s && !s.taken && !s.bot) room.host({ kind: "bot", seat, bot: BOT });
    }
  }, [joined, host, seats, code, room]);
}
