import { forbiddenContents } from './image-contents.ts';

describe('forbiddenContents', () => {
  it('passes a bundle with its installed external package', () => {
    expect(
      forbiddenContents('choices', [
        '/app/services/choices/src/main.mjs',
        '/app/node_modules/@electric-sql/pglite/dist/index.js',
        '/app/node_modules/@electric-sql/pglite/dist/index.d.ts',
        '/app/releases/choices/0.1.0/remoteEntry.js',
      ]),
    ).toEqual([]);
  });

  it('names tsx, React, Radix and TypeScript sources', () => {
    expect(
      forbiddenContents('choices', [
        '/app/node_modules/tsx',
        '/app/node_modules/react/index.js',
        '/app/node_modules/@radix-ui/react-dialog',
        '/app/services/choices/src/main.ts',
      ]),
    ).toEqual([
      'choices: /app/node_modules/tsx',
      'choices: /app/node_modules/react/index.js',
      'choices: /app/node_modules/@radix-ui/react-dialog',
      'choices: TypeScript source /app/services/choices/src/main.ts',
    ]);
  });

  it('does not take a package for another that starts with its name', () => {
    expect(forbiddenContents('edge', ['/app/node_modules/react-is/index.js', '/app/node_modules/nx-like/index.js'])).toEqual([]);
  });
});
