/** No extra Prism languages: no page shows code (see src/plugins/lean-client). */
export default function prismIncludeLanguages(): void {}
