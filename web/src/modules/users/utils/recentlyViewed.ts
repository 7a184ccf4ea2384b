import type { Company, RecentlyViewedBody, RecentlyViewedItem } from '@dealbook/contracts';
import { textEnumLabel } from '@dealbook/contracts';

/** What a company contributes to the recently viewed list: name, "industry · city", logo. */
export function companyViewedItem(company: Company): RecentlyViewedBody {
  const industry = company.industryType ? textEnumLabel(company.industryType) : '';
  const summary = [industry, company.city].filter((part) => part.trim() !== '').join(' · ');
  return { objectId: company._id, name: company.companyName, type: 'Company', summary, logoUrl: company.logoUrl };
}

/**
 * Where an item leads (spec §2.3, the side panel's reading: the item's link plus its id). The
 * server derives `link` with the id already in it; older items stored only the type's base path.
 */
export function recentlyViewedHref(item: RecentlyViewedItem): string {
  const link = item.link.replace(/\/+$/, '');
  return link.endsWith(`/${item.objectId}`) ? link : `${link}/${encodeURIComponent(item.objectId)}`;
}
