import type { PlatformConfig } from './config';

/**
 * Where players reach the platform, for links in messages (invitations, notifications) and the
 * test gateway's payment pages. A configured PUBLIC_URL wins; otherwise it is
 * http://localhost:{port}, and with PORT=0 (a free port: the e2e tests) the port the server
 * actually bound, once `listening` says which: links are made when used, so those made after it
 * read the bound port. (Until then, the configured one: nothing sends links that early, as the
 * notifier starts from the log's head.)
 */
export class PublicUrl {
  #url: string;

  constructor(private readonly config: Pick<PlatformConfig, 'publicUrl' | 'publicUrlFollowsPort'>) {
    this.#url = config.publicUrl;
  }

  get current(): string {
    return this.#url;
  }

  /** The HTTP server listens on `port`: without a configured PUBLIC_URL, links say that port. */
  listening(port: number): void {
    if (this.config.publicUrlFollowsPort) this.#url = `http://localhost:${port}`;
  }
}
