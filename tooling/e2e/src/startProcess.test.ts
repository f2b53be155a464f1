import { describe, expect, it } from 'vitest';
import { getFreePort } from './getFreePort';
import { findChromium } from './launchChromium';
import { startProcess } from './startProcess';

const tinyServer = (port: number) =>
  `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;

describe('startProcess', () => {
  it('waits until the ready URL answers, then stops the process by its id', async () => {
    const port = await getFreePort();
    const server = await startProcess({
      command: process.execPath,
      args: ['-e', tinyServer(port)],
      cwd: process.cwd(),
      readyUrl: `http://127.0.0.1:${port}/`,
    });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    await server.stop();
    expect(() => process.kill(server.pid, 0)).toThrow();
  });

  it('fails with the process output when it exits before it is ready', async () => {
    const port = await getFreePort();
    await expect(
      startProcess({
        command: process.execPath,
        args: ['-e', 'console.error("boom"); process.exit(3)'],
        cwd: process.cwd(),
        readyUrl: `http://127.0.0.1:${port}/`,
      }),
    ).rejects.toThrow(/exited with 3[\s\S]*boom/);
  });
});

describe('findChromium', () => {
  it('names the Debian package when the browser is missing', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toThrow(/apt-get install chromium/);
  });
});
