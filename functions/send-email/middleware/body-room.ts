/** The first bytes of every body are free: a contact message or a job application is never refused for room. */
const FREE_BYTES = 64 * 1024;

/**
 * The room an isolate gives the bodies it holds, from their first byte to their answer: bytes are counted
 * as they arrive (a stalled upload holds only what it sent), past each body's first 64 KiB. A body that
 * would pass `maxBytes` stops being read. Two of the largest quotes fit an Edge Function's 256 MB
 * (`pnpm bench quote-body`), one being handled and one waiting its turn (`one-large-body.ts`); a third would
 * take the isolate past it, ending every request in it, a real lead's too.
 */
export function createBodyRoom(maxBytes: number) {
  let used = 0;
  return {
    /** A body's share of the room: `take` as its pieces arrive, `release` once it is answered. */
    enter() {
      let received = 0;
      let held = 0;
      return {
        take(bytes: number): boolean {
          received += bytes;
          const more = Math.max(0, received - FREE_BYTES) - held;
          if (more <= 0) return true;
          if (used + more > maxBytes) return false;
          used += more;
          held += more;
          return true;
        },
        release(): void {
          used -= held;
          held = 0;
        },
      };
    },
    get used(): number {
      return used;
    },
  };
}

export type BodyRoom = ReturnType<typeof createBodyRoom>;
