// The content-robustness suite (robustness/): builds the site from variant datasets, one at a time.
import { ownStackConfig } from './own-stack.config.ts';

export default ownStackConfig('./robustness', 60_000, 10_000);
