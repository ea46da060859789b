import { VisualEditing } from '@sanity/visual-editing/react-router';
import { useEffect, useState } from 'react';

/**
 * Connects the page to the Studio's Presentation tool: overlays, navigation and live queries. Only in
 * the browser, after hydration: the prerendered HTML is the built page.
 */
export default function PreviewMode() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <VisualEditing /> : null;
}
