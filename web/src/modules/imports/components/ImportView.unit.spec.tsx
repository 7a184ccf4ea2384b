// @vitest-environment jsdom
import { emptyImportCounts, type Import } from '@dealbook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { checkImport, getImport, getImportPreview, runImport, setImportMapping } from '../../api/importsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { ImportView } from './ImportView.js';

vi.mock('../../api/importsApi.js', () => ({
  getImport: vi.fn(),
  setImportMapping: vi.fn(),
  checkImport: vi.fn(),
  runImport: vi.fn(),
  cancelImport: vi.fn(),
  undoImport: vi.fn(),
  getImportPreview: vi.fn(),
  importErrorsUrl: (id: string) => `/api/import/${id}/errors`,
}));
vi.mock('../../ui/toaster.js', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const uploaded: Import = {
  _id: 'imp-1',
  version: 1,
  kind: 'contacts',
  fileName: 'people.csv',
  fileSize: 2048,
  format: 'csv',
  headers: ['First', 'Last', 'Mail'],
  mapping: { columns: ['firstName', 'lastName', null], matchOn: 'email', mode: 'create' },
  mappingRemembered: true,
  state: 'uploaded',
  checked: null,
  done: emptyImportCounts(),
  undone: 0,
  progress: null,
  failure: null,
  hasErrors: false,
  fileDeleted: false,
  startedBy: { _id: 'u1', fullName: 'Ada Admin' },
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function renderImport(imp: Import) {
  vi.mocked(getImport).mockResolvedValue(imp);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the upload leaves it: the file's first rows beside the import.
  queryClient.setQueryData(queryKeys.importSample(imp._id), [
    ['Ann', 'Lee', 'ann@example.com'],
    ['Bob', 'Ray', 'bob@example.com'],
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ImportView importId={imp._id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fieldFor = (header: string) => screen.getByLabelText<HTMLSelectElement>(`Field for column ${header}`);

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('an import’s page', () => {
  it('maps each column with its sample values, says the mapping was remembered, and flags a field chosen twice', async () => {
    renderImport(uploaded);
    expect(await screen.findByText(/remembered from an earlier file/)).toBeTruthy();
    expect(fieldFor('First').value).toBe('firstName');
    expect(fieldFor('Mail').value).toBe('');
    expect(screen.getByText('ann@example.com · bob@example.com')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Map columns');

    fireEvent.change(fieldFor('Mail'), { target: { value: 'firstName' } });
    expect(screen.getByText('First name is also chosen for column “Mail”')).toBeTruthy();
    expect(screen.getByText('First name is also chosen for column “First”')).toBeTruthy();
  });

  it('saves the mapping, then starts the check', async () => {
    vi.mocked(setImportMapping).mockResolvedValue(uploaded);
    const checking: Import = { ...uploaded, state: 'checking' };
    vi.mocked(checkImport).mockImplementation(() => {
      vi.mocked(getImport).mockResolvedValue(checking);
      return Promise.resolve(checking);
    });
    renderImport(uploaded);
    fireEvent.change(await screen.findByLabelText('Field for column Mail'), { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(checkImport).toHaveBeenCalledWith('imp-1'));
    expect(setImportMapping).toHaveBeenCalledWith('imp-1', {
      columns: ['firstName', 'lastName', 'email'],
      matchOn: 'email',
      mode: 'create',
      remember: true,
    });
    expect(await screen.findByRole('progressbar', { name: 'Check progress' })).toBeTruthy();
  });

  it('shows the server’s refusal of a column beside that column', async () => {
    vi.mocked(setImportMapping).mockRejectedValue(
      new ApiError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The mapping is not valid',
        details: { 'columns.2': 'Mail holds no e-mail addresses' },
      }),
    );
    renderImport(uploaded);
    fireEvent.change(await screen.findByLabelText('Field for column Mail'), { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const row = (await screen.findByText('Mail holds no e-mail addresses')).closest('tr')!;
    expect(within(row).getByLabelText('Field for column Mail')).toBeTruthy();
    expect(checkImport).not.toHaveBeenCalled();
  });

  it('says when an erasure deleted the uploaded file, and offers no failed rows to download', async () => {
    const counts = { ...emptyImportCounts(), rows: 3, create: 2, error: 1 };
    vi.mocked(getImportPreview).mockResolvedValue({ rows: [] });
    renderImport({ ...uploaded, state: 'checked', checked: counts, hasErrors: false, fileDeleted: true });
    expect(await screen.findByText('The uploaded file was deleted')).toBeTruthy();
    expect(screen.getByText(/deleted when a person it named was erased/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download the failed rows' })).toBeNull();
  });

  it('shows what the check found and imports after a confirmation stating the counts', async () => {
    const counts = { ...emptyImportCounts(), rows: 3, create: 2, error: 1 };
    vi.mocked(getImportPreview).mockResolvedValue({
      rows: [{ line: 2, action: 'create', values: { 'First name': 'Ann' }, detail: '' }],
    });
    vi.mocked(runImport).mockResolvedValue({ ...uploaded, state: 'running', checked: counts });
    renderImport({ ...uploaded, state: 'checked', checked: counts, hasErrors: true });
    const tiles = await screen.findByRole('region', { name: 'What the import will do' });
    expect(within(tiles).getByText('Will create').nextSibling?.textContent).toBe('2');
    expect(await screen.findByRole('cell', { name: 'Ann' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the failed rows' }).getAttribute('href')).toBe(
      '/api/import/imp-1/errors',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Import 3 rows of contacts from people.csv?');
    expect(dialog.textContent).toContain('Failed: 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, import' }));
    await waitFor(() => expect(runImport).toHaveBeenCalledWith('imp-1'));
  });

  it('offers to undo a run that stopped, and says why a run failed', async () => {
    renderImport({
      ...uploaded,
      state: 'failed',
      failure: 'The database went away.',
      done: { ...emptyImportCounts(), rows: 5, create: 5 },
    });
    expect(await screen.findByText(/The database went away\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeTruthy();
  });
});
