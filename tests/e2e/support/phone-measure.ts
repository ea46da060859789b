// Measures a tool as the owner meets it on a phone (issue 56): what is wider than the screen, controls too
// small for a thumb, text drawn too small to read. Each returns the offenders, one line each, so a failure
// names them. They are page functions (their source is sent to the page, so they use only their
// arguments): Playwright runs them on a locator's element, the engines' WebDriver visitors on a selector.

/** The element a measure is given: itself, or the first the CSS selector finds. */
type Scope = Element | string;

/** The document and every element of the scope that scrolls sideways or is drawn past the screen's edge. */
export function sidewaysOverflow(scope: Scope): string[] {
  const root = typeof scope === 'string' ? document.querySelector(scope) : scope;
  if (!root) return [`nothing at ${String(scope)}`];
  const found: string[] = [];
  const viewport = document.scrollingElement ?? document.documentElement;
  if (viewport.scrollWidth > viewport.clientWidth)
    found.push(`document: ${viewport.scrollWidth} > ${viewport.clientWidth}`);
  const named = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    if (
      element.scrollWidth > element.clientWidth + 1 &&
      /auto|scroll/.test(getComputedStyle(element).overflowX)
    )
      found.push(`${named(element)} scrolls: ${element.scrollWidth} > ${element.clientWidth}`);
    if (box.right > window.innerWidth + 1 || box.left < -1)
      found.push(`${named(element)} drawn at ${Math.round(box.left)}..${Math.round(box.right)}`);
  }
  return found;
}

/**
 * The visible controls of the scope smaller than WCAG 2.2's 24 x 24 px (a checkbox counted with its
 * label), and the buttons (tabs too) under 44 px high.
 */
export function undersizedControls(scope: Scope): string[] {
  const root = typeof scope === 'string' ? document.querySelector(scope) : scope;
  if (!root) return [`nothing at ${String(scope)}`];
  const found: string[] = [];
  const controls = root.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
  );
  for (const control of Array.from(controls)) {
    const box = control.getBoundingClientRect();
    if ((!box.width && !box.height) || getComputedStyle(control).visibility === 'hidden') continue;
    const label =
      control instanceof HTMLInputElement && control.type === 'checkbox' ? control.labels?.[0] : undefined;
    const labelBox = label?.getBoundingClientRect();
    const width = labelBox
      ? Math.max(box.right, labelBox.right) - Math.min(box.left, labelBox.left)
      : box.width;
    const height = labelBox
      ? Math.max(box.bottom, labelBox.bottom) - Math.min(box.top, labelBox.top)
      : box.height;
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
    const what = `${control.tagName.toLowerCase()} "${name}"`;
    if (width < 24 || height < 24) found.push(`${what}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`);
    const role = control.getAttribute('role');
    const isButton = control.tagName === 'BUTTON' || role === 'button' || role === 'tab';
    if (isButton && box.height < 44) found.push(`${what}: ${box.height.toFixed(1)} px high`);
  }
  return found;
}

/** Each text of an SVG chart with the size it is drawn at on the screen (its font size times the scale). */
export function renderedTextSizes(scope: Scope): { text: string; px: number }[] {
  const svg = typeof scope === 'string' ? document.querySelector(scope) : scope;
  if (!(svg instanceof SVGSVGElement)) return [];
  const scale = svg.getScreenCTM()?.a ?? 1;
  return Array.from(svg.querySelectorAll('text'), (text) => ({
    text: text.textContent ?? '',
    px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
  }));
}
