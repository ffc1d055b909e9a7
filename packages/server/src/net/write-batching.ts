import type { Socket } from "node:net";

/** The sockets corked since the last flush (corkUntilSettled), uncorked together. */
const corked = new Set<Socket>();

function uncorkAll(): void {
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/**
 * Holds what is written to `socket` until the callback running now, and every promise continuation it set off,
 * are done, then sends it in one write: a command's update and its ack (sent a few promise steps later) leave
 * together, one system call for the socket. Every socket corked meanwhile is uncorked by the same flush, right
 * after that callback rather than at the end of the event-loop turn, so an update does not wait while the
 * turn reads and plays other rooms' commands.
 */
export function corkUntilSettled(socket: Socket): void {
  if (corked.has(socket)) return;
  // A tick queued from a microtask runs once the microtask queue is empty (Node runs ticks, then every
  // microtask, then the ticks those queued), whether this is called from a callback or from a continuation.
  if (corked.size === 0) queueMicrotask(() => process.nextTick(uncorkAll));
  corked.add(socket);
  socket.cork();
}
