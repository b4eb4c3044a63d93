import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { routeId } from '../../lib/route-id';

/**
 * Section 2 passes a route's id to its page as a prop; the page never reads the address itself. An id
 * that names nothing is the not-found page.
 */
export function withIdParam(Page: ComponentType<{ id: number }>) {
  return function IdParamPage() {
    const id = routeId(useParams().id);
    return id === null ? <NotFoundPage /> : <Page id={id} />;
  };
}
