import { Button, Card, H5 } from '@blueprintjs/core';
import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { searchCompanies } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

const countQuery = 'limit=1&offset=0';
const companyRooms = [listRoom('company')];

/** How many companies the firm holds, kept current live. */
export function CompaniesSummaryCard() {
  useRooms(companyRooms);
  const navigate = useNavigate();
  const count = useQuery({
    queryKey: queryKeys.list('company', 'search', countQuery),
    queryFn: ({ signal }) => searchCompanies(countQuery, signal),
  });
  return (
    <Card className="db-card">
      <H5>Companies</H5>
      <p className="db-stat" aria-label="Number of companies">
        {count.data ? count.data.total.toLocaleString('en-GB') : '…'}
      </p>
      <Button text="Open companies" icon="office" onClick={() => navigate('/companies')} />
    </Card>
  );
}
