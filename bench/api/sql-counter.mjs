// Bench-only preload of the API process (`node --import tsx --import bench/api/sql-counter.mjs
// api/src/server.ts`, started by server.mjs with `countSql`): counts the SQL statements the API runs
// through Drizzle, by wrapping the query logger every database already has (QueryWatchers.logQuery,
// api/src/db/query-watchers.ts), and answers the count on 127.0.0.1:BENCH_SQL_COUNTER_PORT
// (GET / -> {"statements": n}). Nothing of it is in the API's own code: only the bench loads it.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const source = process.env.BENCH_API === 'dist' ? 'api/dist/db/query-watchers.js' : 'api/src/db/query-watchers.ts';
const { QueryWatchers } = await import(pathToFileURL(path.join(ROOT, source)).href);

let statements = 0;
const logQuery = QueryWatchers.prototype.logQuery;
QueryWatchers.prototype.logQuery = function countedLogQuery(query) {
  statements += 1;
  return logQuery.call(this, query);
};

const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ statements }));
});
// Cluster workers (API_WORKERS > 1) load it too: only the first process to bind answers.
server.on('error', () => {});
server.listen(Number(process.env.BENCH_SQL_COUNTER_PORT), '127.0.0.1');
// The API's own shutdown decides when the process ends.
server.unref();
