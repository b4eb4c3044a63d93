import { HttpResponse, http } from 'msw';
import type { ApiError, CarriedItem, CarriedItemUpdate } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db } from '../db';
import { apiError, apiPath, notFound, refuseUnlessAdmin } from './respond';

type Params = { assignmentId: string; submissionId: string; itemId: string };

/** PATCH …/carried-items/{itemId} as the server answers it: the status confirmed or overturned. */
export const carriedItemHandlers = [
  http.patch<Params, CarriedItemUpdate, CarriedItem | ApiError>(
    apiPath(API_ROUTES.updateCarriedItem.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
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
    },
  ),
];
