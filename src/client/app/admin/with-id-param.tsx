import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';

/**
 * Section 2 passes a route's id to its page as a prop; the page never reads the address itself. An id
 * that is not a positive whole number names nothing, so it is the not-found page.
 */
export function withIdParam(Page: ComponentType<{ id: number }>) {
  return function IdParamPage() {
    const id = Number(useParams().id);
    return Number.isInteger(id) && id > 0 ? <Page id={id} /> : <NotFoundPage />;
  };
}
