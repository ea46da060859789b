import { NARROW_BELOW } from './narrow.ts';

/** The class names the phone's layout hangs on (issue 56). */
export const phone = {
  /** The tool's root: the container the queries below measure. */
  tool: 'hv-tool',
  /** Shown only below NARROW_BELOW / only at or above it. */
  only: 'hv-phone-only',
  wideOnly: 'hv-wide-only',
  /** The list and the open lead: side by side when wide, one at a time in one column on a phone. */
  panes: 'hv-panes',
  listPane: 'hv-list-pane',
  detailPane: 'hv-detail-pane',
  /** The filter fields, folded behind one button on a phone. */
  filters: 'hv-filters',
} as const;

// Container queries on the tool's own width, not the window's, so the layout follows the room the Studio
// gives the tool. Above the width nothing here applies: the desktop layout stays as it was.
const css = `
.${phone.tool} { container: henvendelser / inline-size; }
@container henvendelser (width >= ${NARROW_BELOW}px) {
  .${phone.only} { display: none !important; }
}
@container henvendelser (width < ${NARROW_BELOW}px) {
  .${phone.tool} { overflow-wrap: anywhere; }
  .${phone.wideOnly} { display: none !important; }
  /* One column that scrolls as one: the list (then the weeks' figures), or the open lead alone. */
  .${phone.panes} { display: block !important; overflow-x: hidden; overflow-y: auto; }
  .${phone.listPane} { width: auto !important; overflow: visible !important; border-right: 0 !important; }
  .${phone.detailPane} { overflow: visible !important; }
  .${phone.panes}[data-lead-open] > .${phone.listPane} { display: none !important; }
  .${phone.filters}:not([data-open]) { display: none !important; }
  /* Thumb-sized (WCAG 2.5.8 asks 24 px; a thumb wants 44): buttons, fields and links 44 px high,
     a checkbox 24 px square beside its label. */
  .${phone.tool} button, .${phone.tool} select, .${phone.tool} input:not([type='checkbox']) { min-height: 44px; }
  .${phone.tool} a { display: inline-flex; align-items: center; min-height: 44px; }
  .${phone.tool} summary { padding-block: 12px; cursor: pointer; }
  .${phone.tool} [data-ui='Checkbox'] > input + span { width: 24px; height: 24px; }
  .${phone.tool} table { width: 100%; }
}
`;

/** The phone layout's rules, once in the tool. */
export function PhoneLayoutStyle() {
  return <style>{css}</style>;
}
