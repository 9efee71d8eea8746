// `npm run privacy`: the command in privacy-command.ts, as a process.
import { runAsProcess } from './command-line';
import { privacyCommand } from './privacy-command';

await runAsProcess(privacyCommand);
