import { HttpResponse } from 'msw';
import { db } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';

/** PATCH …/carried-items/{itemId} as the server answers it: the status confirmed or overturned. */
export const carriedItemHandlers = [
  handleAsAdmin('updateCarriedItem', async ({ request, params }) => {
    const row = db.carriedItems.find(
      (item) => item.id === Number(params.itemId) && item.submission_id === Number(params.submissionId),
    );
    if (!row) return notFound('That comment');
    if (row.status === 'lost')
      return apiError(
        409,
        'CONFLICT',
        'This comment could not be placed in the new version, so there is nothing to confirm.',
      );
    const { status } = await request.json();
    Object.assign(row, { status, status_confirmed: true });
    const { submission_id: _submission, ...item } = row;
    return HttpResponse.json(item);
  }),
];
