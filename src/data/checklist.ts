export interface ChecklistItem {
  id: string;
  text: string;
  critical: boolean;
}

export interface ChecklistSection {
  id: string;
  title: string;
  items: readonly ChecklistItem[];
}

/**
 * The CRM selection checklist on /guides/hubspot-private-equity: five
 * sections of four requirements, the critical ones flagged. Written for an
 * operating partner scoring one platform against a portfolio's needs.
 */
export const crmChecklist: readonly ChecklistSection[] = [
  {
    id: 'scalability',
    title: 'Scalability',
    items: [
      {
        id: 'scalability-multi-entity',
        text: 'Runs several portfolio companies in one account, with separate business units and brands',
        critical: true,
      },
      {
        id: 'scalability-add-ons',
        text: 'Absorbs an add-on acquisition’s contacts, companies and deals without a re-platform',
        critical: true,
      },
      {id: 'scalability-volume', text: 'Handles ten times today’s record volume without a pricing or performance cliff', critical: false},
      {id: 'scalability-seats', text: 'Adds and removes seats monthly as teams grow or are restructured', critical: false},
    ],
  },
  {
    id: 'reporting',
    title: 'Reporting',
    items: [
      {
        id: 'reporting-standard-kpis',
        text: 'Reports pipeline, bookings and retention with the same definitions in every company',
        critical: true,
      },
      {id: 'reporting-board-pack', text: 'Produces the board pack’s revenue pages without a spreadsheet in between', critical: true},
      {id: 'reporting-rollup', text: 'Rolls company dashboards up into one portfolio view for the operating partner', critical: false},
      {id: 'reporting-attribution', text: 'Attributes pipeline to campaigns and channels in a way finance will accept', critical: false},
    ],
  },
  {
    id: 'integration',
    title: 'Integration',
    items: [
      {id: 'integration-erp', text: 'Syncs customers, invoices and bookings with the ERP or billing system both ways', critical: true},
      {id: 'integration-api', text: 'Offers a documented API and webhooks your team or partner can build on', critical: true},
      {
        id: 'integration-marketplace',
        text: 'Connects natively to the tools already in use (calling, e-signature, enrichment)',
        critical: false,
      },
      {id: 'integration-warehouse', text: 'Exports raw data to a warehouse for portfolio-level analysis', critical: false},
    ],
  },
  {
    id: 'security',
    title: 'Security',
    items: [
      {
        id: 'security-permissions',
        text: 'Restricts who sees which company’s records through teams and field-level permissions',
        critical: true,
      },
      {id: 'security-sso', text: 'Supports single sign-on and enforced two-factor authentication', critical: true},
      {id: 'security-audit', text: 'Keeps an audit log of exports, deletions and permission changes', critical: false},
      {
        id: 'security-compliance',
        text: 'Holds the certifications your buyers’ diligence teams will ask about (SOC 2, GDPR readiness)',
        critical: false,
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    items: [
      {id: 'support-partners', text: 'Has an ecosystem of implementation partners who have done PE work before', critical: true},
      {id: 'support-admin', text: 'Can be administered day to day by a RevOps generalist, not a dedicated developer', critical: true},
      {id: 'support-training', text: 'Comes with training that gets a new rep productive in the first week', critical: false},
      {id: 'support-sla', text: 'Offers a support plan with response times written into the contract', critical: false},
    ],
  },
];
