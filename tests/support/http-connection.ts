import { connect, type Socket } from "node:net";

export interface RawAnswer {
  /** Status line and headers, as received. */
  head: string;
  /** The body (Content-Length or chunked framing), in latin1. */
  body: string;
  /** Everything the connection held when the answer was complete. */
  received: string;
}

/**
 * One keep-alive HTTP/1.1 connection, byte for byte: requests go one after another and each
 * answer is read whole, so a test sees anything the server writes that nobody asked for
 * (a second answer to a request that was already answered).
 */
export class RawConnection {
  private buffered = "";
  private waiting: (() => void) | null = null;
  private readonly socket: Socket;
  /** The Host header every request carries: the address the server answers to (its PUBLIC_URL's host). */
  private readonly host: string;
  private constructor(socket: Socket, host: string) {
    this.socket = socket;
    this.host = host;
    socket.on("data", (chunk: Buffer) => {
      this.buffered += chunk.toString("latin1");
      this.waiting?.();
    });
    socket.on("close", () => this.waiting?.());
  }

  static open(port: number, host = "127.0.0.1"): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => resolve(new RawConnection(socket, `${host}:${port}`)));
      socket.on("error", reject);
    });
  }

  /** Sends a GET and reads its answer. */
  async get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    const lines = Object.entries({ Host: this.host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    this.socket.write(`GET ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
    for (;;) {
      const answer = this.takeAnswer();
      if (answer) return answer;
      if (this.socket.destroyed) throw new Error(`the connection closed; received: ${JSON.stringify(this.buffered.slice(0, 2000))}`);
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  /** The first whole answer in the buffer (Content-Length or chunked framing), taken out of it; null while incomplete. */
  private takeAnswer(): RawAnswer | null {
    const received = this.buffered;
    const end = received.indexOf("\r\n\r\n");
    if (end < 0) return null;
    const head = received.slice(0, end);
    let body = "";
    let at = end + 4;
    if (/\r\ntransfer-encoding: chunked/i.test(head)) {
      for (;;) {
        const lineEnd = received.indexOf("\r\n", at);
        if (lineEnd < 0) return null;
        const size = parseInt(received.slice(at, lineEnd), 16);
        if (received.length < lineEnd + 2 + size + 2) return null;
        body += received.slice(lineEnd + 2, lineEnd + 2 + size);
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
    } else {
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < at + length) return null;
      body = received.slice(at, at + length);
      at += length;
    }
    this.buffered = received.slice(at);
    return { head, body, received };
  }

  /** Bytes that arrived without being asked for. */
  unasked(): string {
    return this.buffered;
  }

  close(): void {
    this.socket.destroy();
  }
}
