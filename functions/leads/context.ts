import type { Context } from 'hono';
import type { StudioUser } from './studio-user.ts';

/** The Hono environment of `leads`: the Studio user the token belongs to (middleware/studio-user.ts). */
export type LeadsEnv = { Variables: { user: StudioUser } };

export type LeadsContext = Context<LeadsEnv>;
