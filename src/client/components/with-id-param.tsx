import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { routeId } from '../lib/route-id';
import { NotFoundPage } from './not-found-page';

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
