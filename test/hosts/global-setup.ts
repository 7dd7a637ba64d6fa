import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { installTarball, packPackage } from './package-install.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The packed `sq-elements-<version>.tgz`, installed into test/hosts/node_modules. */
    tarball: string;
  }
}

/** Packs the package once and installs the tarball for every host test file. */
export default async function setup(project: TestProject): Promise<() => void> {
  const tarball = await packPackage(process.cwd());
  await installTarball(tarball);
  project.provide('tarball', tarball);
  return () => rmSync(dirname(tarball), { recursive: true, force: true });
}
