/**
 * Each tag's modules, as the build knows them (`sq-elements.modules.json`)
 * and writes them into the autoloader's part that waits: the chunk names
 * once, each tag's chunks as indexes into them. Asked for all at once when a
 * tag's code is, they arrive in one round trip instead of one per level of
 * imports.
 */
export interface PackedModules {
  /** Every chunk named, once. */
  files: string[];
  /** Each tag's chunks, in load order, as indexes into `files`. */
  tags: Record<string, number[]>;
}

/** Packs each tag's chunk list (`sq-*` tags only: the other keys of the build's list are not tags). */
export function packModules(modules: Readonly<Record<string, readonly string[]>>): PackedModules {
  const files: string[] = [];
  const index = new Map<string, number>();
  const tags: Record<string, number[]> = {};
  for (const [tag, list] of Object.entries(modules)) {
    if (!/^sq-[a-z-]+$/.test(tag)) continue;
    tags[tag] = list.map((file) => {
      let at = index.get(file);
      if (at === undefined) {
        at = files.push(file) - 1;
        index.set(file, at);
      }
      return at;
    });
  }
  return { files, tags };
}

/** The chunks of `tag`'s code, from the lists the build wrote: none for a tag it has no list for, or no lists. */
export function modulesOf(packed: PackedModules | undefined, tag: string): string[] {
  return packed && Object.hasOwn(packed.tags, tag) ? (packed.tags[tag] ?? []).map((at) => packed.files[at] ?? '') : [];
}

/** The packed lists as the build writes them over the placeholder: a string literal of their JSON. */
export function tagModulesLiteral(packed: PackedModules): string {
  return JSON.stringify(JSON.stringify(packed));
}
