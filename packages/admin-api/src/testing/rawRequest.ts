import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server ended the connection (false: it was still open when `ms` passed). */
  closedByServer: boolean;
}

/**
 * Sends `raw` bytes as they are to 127.0.0.1:`port` (what no HTTP client would send: two Host
 * headers, an absolute-form target) and reads the answer until the server closes or `ms` pass.
 */
export function rawRequest(port: number, raw: string, ms = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    let closedByServer = true;
    const finish = () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine?.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        closedByServer,
      });
    };
    socket.setTimeout(ms, () => {
      closedByServer = false;
      socket.destroy();
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', finish);
  });
}
