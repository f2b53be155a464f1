import { describe, expect, it } from 'vitest';
import { type DevtoolsEvent, editNetworkLog } from './editNetworkLog';

/** The network events of one request: sent, answered with `bytes`, finished. */
function request(requestId: string, url: string, bytes: number, type = 'Script'): DevtoolsEvent[] {
  return [
    { method: 'Network.requestWillBeSent', params: { requestId, request: { url }, type } },
    { method: 'Network.responseReceived', params: { requestId, response: { url, encodedDataLength: 300 } } },
    { method: 'Network.dataReceived', params: { requestId, dataLength: bytes * 3, encodedDataLength: bytes } },
    { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: bytes + 300 } },
  ];
}

const log = [
  ...request('doc', 'http://app.test/en/key/cart', 3000, 'Document'),
  ...request('1', 'http://app.test/assets/framework-a.js', 90_000),
  ...request('2', 'http://app.test/assets/roboto-latin-500-normal-b.woff2', 12_000, 'Font'),
  ...request('3', 'http://api.test/unleash/api/frontend?appName=checkout', 600, 'Fetch'),
  { method: 'Page.loadEventFired', params: { timestamp: 1 } },
];
const finished = (events: DevtoolsEvent[], id: string) =>
  events.find((event) => event.method === 'Network.loadingFinished' && event.params.requestId === id)?.params;

describe('editNetworkLog', () => {
  it('removes every event of a dropped request and keeps the others as they were', () => {
    const edited = editNetworkLog(log, { drop: [/unleash/, /roboto-latin-500/] });
    expect(edited.some((event) => event.params.requestId === '3' || event.params.requestId === '2')).toBe(false);
    expect(edited).toHaveLength(log.length - 8);
    expect(edited.filter((event) => event.params.requestId === '1')).toEqual(
      log.filter((event) => event.params.requestId === '1'),
    );
  });

  it('scales the transfer sizes of matching requests, never the document’s', () => {
    const edited = editNetworkLog(log, {
      scale: [
        [/\.js$/, 0.5],
        [/./, 2],
      ],
    });
    expect(finished(edited, '1')?.encodedDataLength).toBe(45_150);
    expect(finished(edited, '2')?.encodedDataLength).toBe(24_600);
    expect(finished(edited, 'doc')?.encodedDataLength).toBe(3300);
    const response = edited.find(
      (event) => event.method === 'Network.responseReceived' && event.params.requestId === '1',
    );
    expect((response?.params.response as { encodedDataLength?: number } | undefined)?.encodedDataLength).toBe(150);
  });

  it('grows the document by what moves into it', () => {
    expect(finished(editNetworkLog(log, { documentExtraBytes: 7168 }), 'doc')?.encodedDataLength).toBe(3300 + 7168);
  });
});
