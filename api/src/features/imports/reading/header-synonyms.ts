import type { ImportKind } from '@dealbook/contracts';

/** Other names people (and other CRMs' exports) give an address's columns. */
const address: Record<string, string[]> = {
  line1: ['Address', 'Address 1', 'Street', 'Street address', 'Address line one'],
  line2: ['Address 2', 'Address line two'],
  city: ['Town', 'Town/City', 'City/Town'],
  postcode: ['Post code', 'Postal code', 'Zip', 'Zip code', 'Postcode/Zip'],
  county: ['State', 'Region', 'State/Region', 'Province'],
  country: ['Country/Region', 'Nation'],
};

/**
 * Header names, besides each field's name and label, that say which field a column fills, by
 * kind. The exports' own headers ("Company", "Project", "Service", "Products", "NDA signed" …) are
 * here too, so an exported file maps itself.
 */
export const headerSynonyms: Record<ImportKind, Record<string, string[]>> = {
  companies: {
    companyName: ['Company', 'Company Name', 'Organisation', 'Organization', 'Organisation name', 'Name', 'Business'],
    domain: ['Website', 'Web site', 'URL', 'Web address', 'Website URL', 'Company domain', 'Domain name'],
    telephone: ['Phone', 'Phone number', 'Tel', 'Telephone number', 'Company phone'],
    revenue: ['Annual revenue', 'Turnover', 'Annual turnover'],
    industryType: ['Industry type', 'Sector'],
    opportunitySource: ['Source', 'Lead source'],
    ...address,
  },
  contacts: {
    firstName: ['First', 'Forename', 'Given name'],
    lastName: ['Last', 'Surname', 'Family name'],
    email: ['E-mail', 'Email address', 'E-mail address', 'Mail'],
    telephone: ['Phone', 'Phone number', 'Tel', 'Work phone', 'Office phone', 'Direct line'],
    mobile: ['Mobile phone', 'Mobile number', 'Cell', 'Cell phone'],
    jobTitle: ['Title', 'Position', 'Role'],
    linkedIn: ['LinkedIn URL', 'LinkedIn profile'],
    hasSignedAmbassadorNDA: ['NDA signed', 'Signed NDA'],
    summary: ['Notes'],
    companyName: ['Company', 'Companies', 'Organisation', 'Organization', 'Employer', 'Account name'],
    companyDomain: ['Website', 'Company website', 'Domain', 'Web site', 'URL'],
    ...address,
  },
  projects: {
    reference: ['Ref', 'Project reference', 'Project ref'],
    projectName: ['Project', 'Name', 'Deal name', 'Opportunity name'],
    status: ['Status'],
    serviceOfInterest: ['Service'],
    velocityProducts: ['Products'],
    isDeal: ['Is deal'],
    lostOpportunityReason: ['Lost opportunity reason', 'Reason lost'],
    clientName: ['Client', 'Client name', 'Company', 'Company name'],
    clientDomain: ['Client domain', 'Client website', 'Website', 'Domain'],
    ownerEmail: ['Owner', 'Owner email', 'Owner e-mail', 'Project owner', 'Deal owner'],
  },
};
