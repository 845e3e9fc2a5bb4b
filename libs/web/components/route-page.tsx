import { Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

/** A code-split route page with the shared loading state while its chunk arrives. */
export const routePage = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;
