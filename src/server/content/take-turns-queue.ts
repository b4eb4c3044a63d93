import { orderOf, type WaitingTask as Task, type WaitingOrder } from '../threads/time-limited-threads';

/** What a text tells the queue: whose it is. */
export interface TurnOf {
  owner: string;
}

/** Owners remembered past this many are forgotten once nothing of theirs waits. */
const REMEMBERED_OWNERS = 1024;

const ownerOf = (task: Task) => orderOf<TurnOf>(task)?.owner ?? '';

/**
 * Waiting texts taken one owner at a time, in turn: next is the earliest text of the owner whose text
 * went to a thread longest ago (or never). One person sending many texts at once waits behind everyone
 * else's next text, not ahead of them.
 */
export class TakeTurnsQueue implements WaitingOrder {
  /** Each owner's waiting texts, oldest first, owners in the order they began to wait. */
  readonly #waiting = new Map<string, Task[]>();
  /** When each owner last had a text handed to a thread, counted in texts handed out. */
  readonly #lastServed = new Map<string, number>();
  #handedOut = 0;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  push(task: Task): void {
    const owner = ownerOf(task);
    const waiting = this.#waiting.get(owner);
    if (waiting) waiting.push(task);
    else this.#waiting.set(owner, [task]);
    this.#size += 1;
  }

  /** A text taken but not handed to a thread goes back where it was: first of its owner's, first in line. */
  unshift(task: Task): void {
    const owner = ownerOf(task);
    const others = [...this.#waiting].filter(([each]) => each !== owner);
    const waiting = [task, ...(this.#waiting.get(owner) ?? [])];
    this.#waiting.clear();
    for (const [each, tasks] of [[owner, waiting] as const, ...others]) this.#waiting.set(each, tasks);
    this.#size += 1;
  }

  shift(): Task | null {
    let chosen: string | undefined;
    let chosenServed = Number.POSITIVE_INFINITY;
    for (const owner of this.#waiting.keys()) {
      const served = this.#lastServed.get(owner) ?? -1;
      if (served < chosenServed) [chosen, chosenServed] = [owner, served];
    }
    return chosen === undefined ? null : this.#take(chosen, 0);
  }

  remove(task: Task): void {
    const owner = ownerOf(task);
    const index = this.#waiting.get(owner)?.indexOf(task) ?? -1;
    if (index >= 0) this.#take(owner, index);
  }

  handedOut(task: Task): void {
    this.#handedOut += 1;
    this.#lastServed.set(ownerOf(task), this.#handedOut);
    if (this.#lastServed.size <= REMEMBERED_OWNERS) return;
    for (const owner of this.#lastServed.keys())
      if (!this.#waiting.has(owner) && owner !== ownerOf(task)) this.#lastServed.delete(owner);
  }

  #take(owner: string, index: number): Task {
    const waiting = this.#waiting.get(owner)!;
    const [task] = waiting.splice(index, 1);
    if (waiting.length === 0) this.#waiting.delete(owner);
    this.#size -= 1;
    return task;
  }
}
