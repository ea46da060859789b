// The entry the build bundles into each page's inline loader script.
import { startDeferredHydration } from './loader.ts';

startDeferredHydration(document.currentScript as HTMLScriptElement);
