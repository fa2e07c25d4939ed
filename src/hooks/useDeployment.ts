import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {deploymentOf, type Deployment} from '@site/src/config/deployment';

/**
 * Which deployment this build is (production, a host's preview, the
 * development server), as docusaurus.config.ts put it in
 * `customFields.deployment` from the build's environment
 * (src/config/deployment.ts).
 */
export function useDeployment(): Deployment {
  const {siteConfig} = useDocusaurusContext();
  return deploymentOf(siteConfig.customFields);
}
