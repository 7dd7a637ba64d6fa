/**
 * Fault injection: tests ask the reference API to make the next N calls to a
 * path answer a given status and body, after a delay, or drop the connection.
 */
export interface Fault {
  /** Path the fault applies to, without the query (`/api/events/Trace`). */
  path: string;
  /** How many of the next calls it applies to. */
  times: number;
  status?: number;
  /** Answer body: a string is sent as is, anything else as JSON. */
  body?: unknown;
  /** Milliseconds to wait before answering (or dropping). */
  delayMs?: number;
  /** Content type of the answer; by default text for a string body, JSON otherwise. */
  contentType?: string;
  /** Close the connection without answering. */
  drop?: boolean;
  /** Let the call take effect (the endpoint handles it) before the fault answers: an answer lost after the work was done. */
  handled?: boolean;
  /**
   * Only calls made from a page whose address contains this text (read from
   * the Referer header), so that test pages running side by side never take
   * each other's faults on a shared path.
   */
  fromPage?: string;
}

/** The faults waiting to fire, by path, in the order they were added. */
export class FaultBook {
  #faults: Fault[] = [];

  add(fault: Fault): void {
    if (!fault.path.startsWith('/')) throw new Error('fault.path must start with /');
    if (!Number.isInteger(fault.times) || fault.times < 1)
      throw new Error('fault.times must be a whole number of at least 1');
    this.#faults.push({ ...fault });
  }

  /** Takes one use of the first fault for `path` (and for the calling page, when the fault names one), if any. */
  take(path: string, referer = ''): Fault | undefined {
    const index = this.#faults.findIndex(
      (fault) => fault.path === path && (fault.fromPage === undefined || referer.includes(fault.fromPage)),
    );
    if (index === -1) return undefined;
    const fault = this.#faults[index] as Fault;
    fault.times -= 1;
    if (fault.times === 0) this.#faults.splice(index, 1);
    return fault;
  }

  clear(): void {
    this.#faults = [];
  }

  list(): readonly Fault[] {
    return this.#faults;
  }
}
