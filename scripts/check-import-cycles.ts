/**
 * Fails when the source has an import cycle, type-only imports included.
 *
 * ESLint's `import-x/no-cycle` skips `import type` (it has no option to count them), so a cycle
 * made only of types escaped it while ARCHITECTURE.md claimed none exists (issue #28). A type
 * cycle costs nothing at run time but still ties two files together: neither can move alone.
 * This reads every file's imports with TypeScript's own pre-processor and resolver (the
 * tsconfig's paths included) and reports each strongly connected group of files.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

function projectFiles(): { files: string[]; options: ts.CompilerOptions } {
  const configPath = resolve(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return {
    files: parsed.fileNames.filter((file) => !file.endsWith('.d.ts')),
    options: parsed.options,
  };
}

/** Each project file's imports (values and types, re-exports and dynamic imports) that resolve to project files. */
function importGraph(): Map<string, string[]> {
  const { files, options } = projectFiles();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule)
      .map((resolved) => resolved?.resolvedFileName)
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: each is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const found = cycles(importGraph());
if (found.length > 0) {
  console.error(`${found.length} import cycle(s), type-only imports included:`);
  for (const group of found)
    console.error(`  ${group.map((file) => relative(root, file)).join(' ↔ ')}`);
  process.exit(1);
}
console.log('No import cycles (type-only imports included).');
