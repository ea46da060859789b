import { lazy, Suspense, useEffect, useState } from 'react';

// Loaded only on pages with a form, after hydration: the toast library stays off every other page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
