import { describeHostileInput } from '../support/fuzz/hostile-input-suite';

// One group of procedures per file, so the groups run side by side (tests/support/fuzz/hostile-input-suite.ts).
describeHostileInput('content');
