/**
 * Jest's resolver, with one fallback: a package that gives require() no entry
 * (its exports list `import` only, as unicorn-magic 0.3 does) resolves as an
 * import would. Such a package is ES-module only, so jest.config.mjs has it
 * transformed to CommonJS like the project's own files.
 */
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (request.startsWith('.') || request.startsWith('/')) throw error;
    return options.defaultResolver(request, {...options, conditions: ['import', 'node', 'default']});
  }
};
