// The baseline: a bare Express endpoint answering a fixed JSON body of the same size as the feed page.
import express from 'express';
import { readFileSync } from 'node:fs';

const body = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as unknown;
const app = express();
app.get('/api/posts', (_req, res) => {
  res.json(body);
});
const server = app.listen(Number(process.argv[3]), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
