/**
 * consent-defaults: puts one small inline script at the top of every page's
 * <head>, before any tag can run: it creates the data layer and sets every
 * Google Consent Mode v2 signal to denied (granted at once for a visitor who
 * accepted on an earlier visit). No request leaves the page because of it.
 */
import type {Plugin} from '@docusaurus/types';
import {consentDefaultsScript} from '../../lib/consent';

export default function consentDefaultsPlugin(): Plugin<void> {
  return {
    name: 'consent-defaults',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: consentDefaultsScript()}]};
    },
  };
}
