// `npm run admissions`: the command in admissions-command.ts, as a process.
import { runAsProcess } from './command-line';
import { admissionsCommand } from './admissions-command';

await runAsProcess(admissionsCommand);
