#!/usr/bin/env node
// Fails on words written in a component instead of the catalogue (issue 26): English text between
// JSX tags, and string or template literals with words in them given to the props people read
// (label, title, placeholder, aria-label…) or as a toast's title and description. Every .tsx file of
// the app and the design system is read, except stories, tests, fixtures and the testing helpers.
//
// The files not translated yet are listed in scripts/untranslated-files.txt. The list only shrinks:
// a listed file that has no such words any more fails too ("take it off the list"), so a screen that
// has been translated stays translated, and a new screen is born translated.
//
// `node scripts/check-words.mjs --list` prints each file's words (to translate a file).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const roots = ['packages/app/src', 'packages/ui/src'];
const listFile = 'scripts/untranslated-files.txt';
/** The props whose text a person reads or hears. */
const readProps = new Set([
  'label',
  'title',
  'subtitle',
  'description',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'hint',
  'caption',
  'emptyMessage',
  'loadingMessage',
  'errorTitle',
  'submitLabel',
  'cancelLabel',
  'confirmLabel',
  'itemsLabel',
  'fromLabel',
  'toLabel',
]);
/** Keys of an object literal given to `toast(…)` that are shown. */
const toastKeys = new Set(['title', 'description']);
const hasWords = (text) => /[A-Za-z]{2,}/.test(text);

const filesOf = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return ['__screenshots__', 'testing'].includes(name) ? [] : filesOf(path);
    }
    return /\.tsx$/.test(name) && !/(\.(test|stories|fixtures)\.tsx|^story-.*\.tsx)$/.test(name)
      ? [path]
      : [];
  });

/** A literal's text, or null when the expression is not one written here. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

/** The words a file writes for people to read, each with its line. */
function wordsOf(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const add = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${text.trim().replace(/\s+/g, ' ').slice(0, 80)}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && readProps.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      const text = value && literalText(value);
      if (text && hasWords(text)) add(node, `${node.name.getText(source)}="${text}"`);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'toast' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(property) || !toastKeys.has(property.name.getText(source)))
          continue;
        const text = literalText(property.initializer);
        if (text && hasWords(text))
          add(property, `toast ${property.name.getText(source)}: ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const listed = new Set(
  readFileSync(listFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const printAll = process.argv.includes('--list');
const problems = [];
const seen = new Set();
let untranslatedWords = 0;
for (const root of roots) {
  for (const path of filesOf(root)) {
    const file = relative('.', path).split('\\').join('/');
    seen.add(file);
    const words = wordsOf(path);
    if (listed.has(file)) {
      untranslatedWords += words.length;
      if (words.length === 0) {
        problems.push(`${file}: has no words of its own any more; take it off ${listFile}`);
      }
      if (printAll && words.length) process.stdout.write(`${file}\n  ${words.join('\n  ')}\n`);
    } else if (words.length) {
      problems.push(
        `${file}: words written here instead of the catalogue (packages/shared/locales):\n  ${words.join('\n  ')}`,
      );
    }
  }
}
for (const file of listed) {
  if (!seen.has(file)) problems.push(`${listFile} names ${file}, which is not a checked file`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
process.stdout.write(
  `Words: ${seen.size - listed.size} of ${seen.size} files write no words in their JSX or toasts; ` +
    `${listed.size} files (${untranslatedWords} texts) are still to translate (${listFile}).\n`,
);
