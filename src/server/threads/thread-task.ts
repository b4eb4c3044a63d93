import { parentPort, threadId } from 'node:worker_threads';

/** What a pool thread is sent: the task, with the number its pool knows it by. */
export interface NumberedTask<Task> {
  id: number;
  task: Task;
}

/** What a thread tells its pool as it begins a task, so that the task's time limit counts its work alone. */
export interface TaskStarted {
  taskStarted: number;
  threadId: number;
}

export const isTaskStarted = (message: unknown): message is TaskStarted =>
  typeof message === 'object' && message !== null && 'taskStarted' in message;

/**
 * A thread's function for its pool's tasks (time-limited-threads.ts): it says when it begins each one,
 * then runs it. A thread still loading its libraries has not begun: that time is not the task's.
 */
export function taskInThread<Task, Result>(run: (task: Task) => Result) {
  return ({ id, task }: NumberedTask<Task>): Result => {
    parentPort?.postMessage({ taskStarted: id, threadId } satisfies TaskStarted);
    return run(task);
  };
}
