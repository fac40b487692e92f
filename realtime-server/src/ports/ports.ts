/**
 * Capabilities one module offers others (the calendar, the SMS provider), by name. Empty here: the
 * module that provides a port declares it in its contracts.ts, by declaration merging,
 *
 *   declare module '../../ports/ports' { interface Ports { calendar: CalendarPort } }
 *
 * returns it from setup as `provides: { calendar }`, and others reach it through `ctx.ports`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Ports {}

export type PortName = keyof Ports & string;

/** What a module's setup receives as `ctx.ports`. */
export interface PortRegistry {
  /**
   * The port as its module provides it, or undefined when no mounted module provides it. Ports are
   * resolved once every module is set up (setup order varies), so call this where the port is used,
   * not during setup.
   */
  get<K extends PortName>(name: K): Ports[K] | undefined;
}

/** The composition root's side: each module's `provides` is added after setup, then the registry is sealed. */
export interface PortAssembly extends PortRegistry {
  provide(module: string, provided: Partial<Ports>): void;
  seal(): void;
  /** Stands `port` in for what a module provides (tests put provider fakes in); returns the function that puts the original back. */
  replace<K extends PortName>(name: K, port: Ports[K]): () => void;
}

export function createPorts(): PortAssembly {
  const provided = new Map<string, { module: string; port: unknown }>();
  let sealed = false;
  return {
    get(name) {
      if (!sealed) throw new Error(`Port "${name}" asked for during setup: ports are resolved after every module's setup, so call ports.get() where the port is used`);
      return provided.get(name)?.port as Ports[typeof name] | undefined;
    },
    provide(module, ports) {
      if (sealed) throw new Error(`Module ${module} provides ports after start-up`);
      for (const [name, port] of Object.entries(ports)) {
        const other = provided.get(name);
        if (other) throw new Error(`Port "${name}" is provided by both ${other.module} and ${module}`);
        provided.set(name, { module, port });
      }
    },
    seal() {
      sealed = true;
    },
    replace(name, port) {
      const original = provided.get(name);
      provided.set(name, { module: 'replacement', port });
      return () => {
        if (original) provided.set(name, original);
        else provided.delete(name);
      };
    },
  };
}
