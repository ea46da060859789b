import { lazy, Suspense } from 'react';
import { Scripts } from 'react-router';

const PreviewMode = lazy(() => import('./preview-mode'));

/** The preview build hydrates every page, and connects it to the Studio's Presentation tool. */
export function PreviewScripts() {
  return (
    <>
      <Suspense fallback={null}>
        <PreviewMode />
      </Suspense>
      <Scripts />
    </>
  );
}
