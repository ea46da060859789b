// A tap on a consent embed's button before the site script has run (a deferred module) would do
// nothing. The page catches it with this inline script, which marks the embed; the site script's element
// acts on the mark when it starts (site-script/consent-embed.ts).

/** Set on `<consent-embed>` when its button was tapped before the element was defined. */
export const earlyTapAttribute = 'data-consent-early';

/** The inline script's source: one capturing listener, standing down once the element is defined. */
export const earlyTapScript = `addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-consent-load]');if(b&&!customElements.get('consent-embed'))b.closest('consent-embed').setAttribute('${earlyTapAttribute}','')},true)`;
