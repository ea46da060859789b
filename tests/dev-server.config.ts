// The development server suite (dev/): `pnpm dev` on ports and folders of its own, in Chromium. The dev
// server compiles each module on its first request, and the stack starts first: generous timeouts.
import { ownStackConfig } from './own-stack.config.ts';

export default ownStackConfig('./dev', 180_000, 30_000);
