// PGlite does not lock its folder and two processes on one folder corrupt it (DESIGN section 6), so
// the server takes this lock in DATA_DIR and refuses to start while another live process holds it.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Otro servidor de Cuentos Mágicos (proceso ${holder}) ya está usando la carpeta de datos ${dataDir}.\n` +
            'Detén ese servidor o elige otra carpeta con DATA_DIR.',
        );
      }
      // The holder died without releasing (crash, SIGKILL): the lock is stale, take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear la carpeta de datos ${dataDir}.`);
}
