import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { BlankFrame } from './blank-frame';

/** The auth area's routes inside the blank frame (section 2). */
export function BlankLayout() {
  return (
    <BlankFrame>
      <Suspense fallback={<LoadingSpinner />}>
        <Outlet />
      </Suspense>
    </BlankFrame>
  );
}
