/**
 * The one home of the firm's identity: brand, contact details, the production
 * origin and the ids of third-party services. Nothing else hard-codes any of
 * these. Values that vary by deployment come from environment variables at
 * build time. The origin becomes `siteConfig.url` (`readSiteUrl`), which
 * components read through `useDocusaurusContext()`; the third-party settings
 * (`readDeploymentSettings`) reach the browser through `customFields` and are
 * read with `useSiteSettings()` (src/hooks/useSiteSettings.ts). A build that
 * is not production gets them blanked (`effectiveSettings`), so no page of a
 * preview loads a tracker or posts to the CRM form, whatever the host set.
 */
import {withoutTrailingSlash} from '../lib/url';
import type {Deployment} from './deployment';

export const brand = {
  name: 'Keelson RevOps',
  shortName: 'Keelson',
  tagline: 'CRM, data operations and RevOps for private equity and its portfolio companies',
  description:
    'Keelson RevOps fixes CRM, data operations and revenue operations for private-equity firms, their portfolio companies and mid-size companies. HubSpot experts since 2012.',
  foundedYear: 2012,
  city: 'Boston',
  /** The brand blue, also used by the logo fallback and the theme color. */
  blue: '#1d4ed8',
  navy: '#0b1f3a',
} as const;

export const contact = {
  email: 'hello@keelson-revops.example',
  phone: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  address: {
    street: '100 Summer Street, Suite 1200',
    locality: 'Boston',
    region: 'MA',
    postalCode: '02110',
    country: 'US',
  },
  addressLine: '100 Summer Street, Suite 1200, Boston, MA 02110',
} as const;

const DEFAULT_SITE_URL = 'https://www.keelson-revops.example';
export const DEFAULT_HUBSPOT_FORMS_BASE = 'https://api.hsforms.com';
export const DEFAULT_HUBSPOT_SCRIPT_BASE = 'https://js.hs-scripts.com';
export const DEFAULT_GTAG_SCRIPT_BASE = 'https://www.googletagmanager.com';

/** Third-party settings: everything besides the origin that differs between deployments or test runs. */
export interface DeploymentSettings {
  /** HubSpot portal (hub) id; empty means no tracking script, and the contact form sends by e-mail. */
  hubspotPortalId: string;
  /** HubSpot form id of the contact form; empty means the form opens the visitor's e-mail app instead. */
  hubspotContactFormId: string;
  /** Base URL of HubSpot's Forms submission API (tests point it at a local server). */
  hubspotFormsBaseUrl: string;
  /** Base URL the HubSpot tracking script is loaded from. */
  hubspotScriptBaseUrl: string;
  /** Google tag id (G-... or GT-...); empty means no tag loads. */
  gtagId: string;
  /** Base URL the Google tag is loaded from. */
  gtagScriptBaseUrl: string;
}

type Env = Record<string, string | undefined>;

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The production origin (`SITE_URL`), without a trailing slash: the site's `url`. */
export function readSiteUrl(env: Env): string {
  return withoutTrailingSlash(clean(env.SITE_URL) || DEFAULT_SITE_URL);
}

export function readDeploymentSettings(env: Env): DeploymentSettings {
  return {
    hubspotPortalId: clean(env.HUBSPOT_PORTAL_ID),
    hubspotContactFormId: clean(env.HUBSPOT_CONTACT_FORM_ID),
    hubspotFormsBaseUrl: withoutTrailingSlash(clean(env.HUBSPOT_FORMS_BASE_URL) || DEFAULT_HUBSPOT_FORMS_BASE),
    hubspotScriptBaseUrl: withoutTrailingSlash(clean(env.HUBSPOT_SCRIPT_BASE_URL) || DEFAULT_HUBSPOT_SCRIPT_BASE),
    gtagId: clean(env.GTAG_ID),
    gtagScriptBaseUrl: withoutTrailingSlash(clean(env.GTAG_SCRIPT_BASE_URL) || DEFAULT_GTAG_SCRIPT_BASE),
  };
}

/**
 * The settings a build uses: the configured ones on production; on any other
 * deployment (a host's preview, the development server) the same with every
 * third-party id blanked, so the build loads no HubSpot or Google script,
 * the contact form takes its e-mail path, and the Content-Security-Policy
 * names no third-party origin. The base URLs stay: with no id, nothing reads
 * them.
 */
export function effectiveSettings(configured: DeploymentSettings, deployment: Pick<Deployment, 'production'>): DeploymentSettings {
  if (deployment.production) return configured;
  return {...configured, hubspotPortalId: '', hubspotContactFormId: '', gtagId: ''};
}
