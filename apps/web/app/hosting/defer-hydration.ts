// Every page is prerendered and complete without JavaScript, so its hydration bundle need not compete
// with the stylesheet and the hero image for a phone's bandwidth. This build step makes each page load
// React Router's scripts once the page has loaded, or at the visitor's first interaction if that comes
// sooner (docs/decisions/009-hydrate-after-load.md).

import { hydratedEvent } from '../lib/hydration.ts';

/** The type React Router's boot module waits under: inert to the browser, run by the loader. */
export const deferredModuleType = 'text/x-deferred-module';

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootModule = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Runs in the page, right after the inert boot module: once the page has loaded and painted what it
 * loaded (the frame after `load`), or at the first pointer, key, focus or scroll event, it preloads the
 * modules the page needs (all at once, no import waterfall) and runs the boot module's text as a module
 * script. Until the app announces its hydration, a click on a button is held and the last one replayed
 * then: the tap that started hydration does what it says, and a form is never sent natively.
 * `__HREFS__` and `__HYDRATED__` are replaced by the page's module list and the event's name.
 */
const loader = `(()=>{const boot=document.currentScript.previousElementSibling,hrefs=__HREFS__,events=["pointerdown","keydown","touchstart","focusin","scroll","wheel"],options={capture:true,passive:true};let started=false,held=null;const hold=(event)=>{const button=event.target instanceof Element&&event.target.closest("button");if(button){event.preventDefault();event.stopPropagation();held=button}};addEventListener("click",hold,true);addEventListener(__HYDRATED__,()=>{removeEventListener("click",hold,true);if(held&&held.isConnected)setTimeout(()=>held.click())},{once:true});const hydrate=()=>{if(started)return;started=true;for(const type of events)removeEventListener(type,hydrate,options);for(const href of hrefs){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}const script=document.createElement("script");script.type="module";script.textContent=boot.textContent;document.head.append(script)};for(const type of events)addEventListener(type,hydrate,options);const afterPaint=()=>requestAnimationFrame(()=>setTimeout(hydrate));if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})()`;

/**
 * Rewrites a prerendered page so hydration waits for the page: drops the modulepreload links, makes
 * the boot module inert and puts the loader after it. Throws when the page has no boot module, so a
 * React Router upgrade that changes its markup fails the build instead of shipping pages that never
 * hydrate.
 */
export function deferHydration(html: string): string {
  const boot = bootModule.exec(html);
  if (!boot)
    throw new Error('deferHydration: no React Router boot module (<script type="module" async>) found');
  const hrefs = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  // JSON of same-origin asset paths: nothing in it can close the script element.
  const script = loader
    .replace('__HREFS__', JSON.stringify(hrefs))
    .replace('__HYDRATED__', JSON.stringify(hydratedEvent));
  return html
    .replace(modulePreload, '')
    .replace(
      bootModule,
      (_, body: string) => `<script type="${deferredModuleType}">${body}</script><script>${script}</script>`,
    );
}
