// The content-robustness suite (robustness/): builds the site from variant datasets, two at a time (each
// worker on ports of its own: robustness/build-variant.ts).
import { ownStackConfig } from './own-stack.config.ts';

export default ownStackConfig('./robustness', 60_000, 10_000, 2);
