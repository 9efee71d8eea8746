// The floor for an upload over HTTP on this machine: a bare Node server that streams each
// request body to a file, fsynced as the directory driver's are, and answers 201, with nothing
// else (bench/uploads.ts times the same uploads against it). Plain JavaScript, run by node
// itself: PORT and DIR from the environment.
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.DIR;
createServer((req, res) => {
  if (req.method !== 'POST') return res.writeHead(200).end('ok');
  pipeline(req, createWriteStream(path.join(dir, randomUUID()), { flush: true })).then(
    () => res.writeHead(201).end('{}'),
    () => res.writeHead(500).end(),
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
