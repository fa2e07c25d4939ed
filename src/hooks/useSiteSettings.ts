import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DeploymentSettings} from '@site/src/config/site';

/**
 * This deployment's third-party settings (HubSpot portal and form, Google
 * tag, the hosts their scripts and APIs load from), as docusaurus.config.ts
 * put them in `customFields.settings` from the build's environment. The site
 * URL is not among them: read it as `useDocusaurusContext().siteConfig.url`.
 */
export function useSiteSettings(): DeploymentSettings {
  const {siteConfig} = useDocusaurusContext();
  const settings = (siteConfig.customFields as {settings?: DeploymentSettings} | undefined)?.settings;
  if (!settings) throw new Error('customFields.settings is missing: docusaurus.config.ts must set it from readDeploymentSettings().');
  return settings;
}
