// Global setup of the end-to-end tests: they serve dist/page/ with the demo model of dist/demo.js
// (test/e2e/page.ts), which are not committed. Builds them once when missing or older than the
// sources (scripts/local-build.mjs); a fresh build is left as it is.
import { ensureLocalBuild } from '../../scripts/local-build.mjs';

export default function setup(): void {
  ensureLocalBuild();
}
