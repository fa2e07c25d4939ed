/**
 * The languages fenced code blocks are highlighted in. prism-react-renderer
 * bundles most of what a post needs (sql, json, javascript, typescript,
 * python, yaml, markdown...); these are added to it from prismjs
 * (themeConfig.prism.additionalLanguages), in the code-block chunk only.
 */
export const ADDITIONAL_CODE_LANGUAGES = ['bash', 'http'] as const;

/** Fence languages that ask for plain text: no highlighting, and no warning. */
export const PLAIN_CODE_LANGUAGES = ['text', 'txt', 'plain', 'plaintext'] as const;
