import { useEffect, useState } from "react";
import { serverHostsZombicide } from "../store/server-saves.ts";

let probe: Promise<boolean> | null = null;

/** True once we know the page is served by a Horda server hosting Zombicide; asked once per page load. */
export function useServer(): boolean {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    let live = true;
    probe ??= serverHostsZombicide();
    probe.then((yes) => live && setOnline(yes));
    return () => {
      live = false;
    };
  }, []);
  return online;
}
