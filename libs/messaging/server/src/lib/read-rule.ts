/** What the read rule (booking doc section 3) looks at for one reader of one thread. */
export interface ReadRuleInput {
  /** When the reader last read the thread; null: never. */
  readAt: Date | null;
  /** The thread's latest message; null: it has none. */
  lastMessageAt: Date | null;
  /** When the reader's own current assignment to the thread began (professionals only). */
  ownAssignmentAt: Date | null;
  /** The care team's latest change to what the thread shows: a message deleted. */
  professionalTimestamp: Date | null;
}

/**
 * A thread is read for a user when their read time is at or after the latest of the last message
 * time, the time of their own current assignment and a professional timestamp; a thread with no
 * messages is read.
 */
export function isThreadRead({ readAt, lastMessageAt, ownAssignmentAt, professionalTimestamp }: ReadRuleInput): boolean {
  if (lastMessageAt === null) return true;
  const latest = Math.max(...[lastMessageAt, ownAssignmentAt, professionalTimestamp].filter((at): at is Date => at !== null).map((at) => at.getTime()));
  return readAt !== null && readAt.getTime() >= latest;
}
