import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Sidebars of the docs plugin: guides, FAQs and the data-quality resources. */
const sidebars = {} satisfies SidebarsConfig;

export default sidebars;
