// The SPA takes types and a few constants from the shared contract; its TypeBox schemas are the
// server's request validation and never run in the browser. A schema is a top-level call that webpack
// must keep (a call might have side effects), and it keeps the whole of TypeBox with it. For the browser
// build this loader removes every top-level declaration that builds a schema, and any that uses one.
// Should client code ever import a schema as a value, the build fails on the missing export
// (`exportsPresence: 'error'` in webpack.config.js) instead of shipping a broken bundle.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SCHEMA_LIBRARY = 'typebox';

function namesDeclaredBy(statement) {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  return [];
}

/** Identifiers the statement reads as values; type positions are erased by the compiler anyway. */
function valueNamesUsedBy(statement) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(statement, visit);
  return names;
}

/** Value bindings imported from TypeBox, and those imported from sibling modules that lose them. */
function removedImports(statements, fromFile, addDependency) {
  const names = new Set();
  for (const statement of statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.isTypeOnly) continue;
    let removedThere = null;
    if (specifier.startsWith('.')) {
      const sibling = `${path.resolve(path.dirname(fromFile), specifier)}.ts`;
      if (existsSync(sibling)) {
        addDependency(sibling);
        removedThere = analyse(sibling, readFileSync(sibling, 'utf8'), addDependency).removed;
      }
    }
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).text;
      if (specifier === SCHEMA_LIBRARY || removedThere?.has(imported)) names.add(element.name.text);
    }
  }
  return names;
}

/** The statements to drop from a module and the names they declared. */
function analyse(fileName, source, addDependency) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const removed = removedImports(file.statements, fileName, addDependency);
  const dropped = new Set();
  // Until nothing changes: a declaration that reads a removed name goes too.
  let changed = removed.size > 0;
  while (changed) {
    changed = false;
    for (const statement of file.statements) {
      if (dropped.has(statement)) continue;
      const declared = namesDeclaredBy(statement);
      if (declared.length === 0) continue;
      const used = valueNamesUsedBy(statement);
      if (![...used].some((name) => removed.has(name))) continue;
      dropped.add(statement);
      for (const name of declared) removed.add(name);
      changed = true;
    }
  }
  return { file, removed, dropped };
}

module.exports = function contractWithoutSchemas(source) {
  const { file, dropped } = analyse(this.resourcePath, source, (dependency) =>
    this.addDependency(dependency),
  );
  if (dropped.size === 0) return source;
  let output = '';
  let position = 0;
  for (const statement of file.statements) {
    const isLibraryImport =
      ts.isImportDeclaration(statement) && statement.moduleSpecifier.text === SCHEMA_LIBRARY;
    if (!dropped.has(statement) && !isLibraryImport) continue;
    output += source.slice(position, statement.getStart(file));
    position = statement.getEnd();
  }
  return output + source.slice(position);
};
