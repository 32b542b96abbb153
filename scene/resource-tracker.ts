// One owner for every GPU resource (style rule 18): whatever a scene module creates — geometry,
// material, texture, render target — is tracked here at creation and freed by one dispose() call.
// Taking an object out of the scene graph frees nothing on the GPU; only dispose() does.

export interface Disposable {
  dispose(): void;
}

export class ResourceTracker {
  private readonly resources = new Set<Disposable>();
  private disposed = false;

  /** Registers a resource and returns it, so creation and tracking are one expression. */
  track<T extends Disposable>(resource: T): T {
    if (this.disposed) throw new RangeError('expected a live tracker, got one that was already disposed');
    this.resources.add(resource);
    return resource;
  }

  /** Frees one resource now (e.g. a texture being replaced) and forgets it. */
  release(resource: Disposable): void {
    if (!this.resources.delete(resource)) throw new RangeError('expected a tracked resource, got an unknown one');
    resource.dispose();
  }

  /** How many resources are alive. */
  get size(): number {
    return this.resources.size;
  }

  /** Frees everything tracked. Safe to call twice; tracking afterwards is a programmer error. */
  dispose(): void {
    for (const r of this.resources) r.dispose();
    this.resources.clear();
    this.disposed = true;
  }
}

/**
 * Shared resources by key (a material per house, a geometry per unit type): created on first use,
 * tracked by the cache's tracker, freed with it. The cache's lifetime is the board's.
 */
export class ResourceCache {
  private readonly entries = new Map<string, Disposable>();

  constructor(private readonly tracker: ResourceTracker) {}

  get<T extends Disposable>(key: string, create: () => T): T {
    const found = this.entries.get(key);
    if (found !== undefined) return found as T;
    const made = this.tracker.track(create());
    this.entries.set(key, made);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
