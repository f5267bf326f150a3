import { useMutation, useQuery } from '@tanstack/react-query';
import { QUEUE_BOARD_FAILED, settingsErrorMessage } from '../../api/error-messages/index.js';
import { signpostApi } from '../../api/signpost-api.js';
import { queueBoardKeys } from '../../api/queries/queue-board.js';

/**
 * The job queues' board, for administrators only: nothing is shown to anyone else. The board is a
 * page of its own, reached with a short-lived cookie that opening it sets.
 */
export function QueueBoardPanel({ userId }: { userId: string }) {
  const access = useQuery({
    queryKey: queueBoardKeys.access(userId),
    queryFn: ({ signal }) => signpostApi.queueBoardAccess(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const open = useMutation({
    mutationFn: () => signpostApi.openQueueBoard(),
    onSuccess: ({ path }) => window.location.assign(path),
  });
  if (access.data !== true) return null;
  return (
    <section className="panel" aria-labelledby="queue-board-title">
      <h2 id="queue-board-title" className="panel__title">
        Job queues
      </h2>
      <p>Waiting, running and failed jobs of every worker, with retries, on the queue board.</p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={open.isPending}
          onClick={() => open.mutate()}
        >
          Open Queue Board
        </button>
      </div>
      {open.isError && (
        <p className="billing-alert" role="alert">
          {settingsErrorMessage(open.error, QUEUE_BOARD_FAILED)}
        </p>
      )}
    </section>
  );
}
