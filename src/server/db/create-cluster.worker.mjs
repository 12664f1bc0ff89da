// Creates a new PGlite cluster in `workerData.dataDir` and closes it. Run in a worker thread by
// openDatabase: creating a cluster (initdb) grows PGlite's WebAssembly memory to several hundred MB,
// memory a WebAssembly instance never gives back; ending the worker returns all of it, so the server
// then opens the new cluster at its usual size.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const client = await PGlite.create({ dataDir: workerData.dataDir });
await client.close();
parentPort.postMessage('created');
