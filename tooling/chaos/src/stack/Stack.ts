/** Everything the run started, stopped in reverse order however the run ends. */
export class Stack {
  private readonly stops: (() => Promise<void> | void)[] = [];
  add(stop: () => Promise<void> | void): void {
    this.stops.push(stop);
  }
  async stop(): Promise<void> {
    while (this.stops.length > 0) {
      try {
        await this.stops.pop()?.();
      } catch {
        // Keep stopping the rest.
      }
    }
  }
}
