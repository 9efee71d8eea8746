// `npm run admin`: the command in admin-command.ts, as a process.
import { adminCommand } from './admin-command';
import { runAsProcess } from './command-line';

await runAsProcess(adminCommand);
