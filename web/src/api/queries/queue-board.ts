/** Query key of the account's access to the queue board. */
export const queueBoardKeys = {
  access: (userId: string) => ['queue-board-access', userId] as const,
};
