import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';

/** How long each part of a lead's source may be. */
export const LEAD_SOURCE_LIMITS = { path: 200, utm: 100, host: 253 } as const;

/** The campaign parameters a lead keeps of its page's address; click ids (gclid, fbclid …) are never among them. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;

// Visible text: no control, format (bidirectional controls included), private-use or unassigned character.
const VISIBLE = /^[^\p{C}]+$/u;
// An absolute path as `location.pathname` gives it: no query, no fragment, no space; not `//host`.
const PATH = /^\/(?!\/)[^\s?#\p{C}]*$/u;
// A host name (or IPv4 address) as `URL.hostname` gives it: labels of letters, digits and hyphens.
const HOST = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** A part that is missing or not what it should be is dropped, never a reason to refuse the lead. */
const part = (schema: z.ZodType<string>) => schema.optional().catch(undefined);

const utm = part(z.string().trim().max(LEAD_SOURCE_LIMITS.utm).regex(VISIBLE));

/**
 * Where a lead was sent from, as the browser names it beside `formType` and `formData` (issue 51): the
 * page's path, its campaign parameters and the host of the site the visitor came from. Every part is
 * optional and one that is malformed is dropped; unknown keys (a click id) are dropped too, and a
 * source that is no object at all counts as none.
 */
export const leadSourceSchema = z
  .object({
    path: part(z.string().max(LEAD_SOURCE_LIMITS.path).regex(PATH)),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
    referrerHost: part(z.string().toLowerCase().max(LEAD_SOURCE_LIMITS.host).regex(HOST)),
  })
  .optional()
  .catch(undefined);

export type LeadSource = NonNullable<z.infer<typeof leadSourceSchema>>;
