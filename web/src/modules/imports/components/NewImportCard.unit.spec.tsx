// @vitest-environment jsdom
import { emptyImportCounts, type UploadedImport } from '@dealbook/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { uploadImport } from '../../api/importsApi.js';
import { NewImportCard } from './NewImportCard.js';

vi.mock('../../api/importsApi.js', () => ({ uploadImport: vi.fn() }));
vi.mock('../../ui/toaster.js', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const answer: UploadedImport = {
  _id: 'imp-9',
  version: 1,
  kind: 'companies',
  fileName: 'firms.csv',
  fileSize: 10,
  format: 'csv',
  headers: ['Name'],
  mapping: { columns: ['companyName'], matchOn: 'companyName', mode: 'both' },
  mappingRemembered: false,
  state: 'uploaded',
  checked: null,
  done: emptyImportCounts(),
  undone: 0,
  progress: null,
  failure: null,
  hasErrors: false,
  fileDeleted: false,
  startedBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  sample: [['Acme']],
};

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/upload']}>
        <Routes>
          <Route path="/upload" element={<NewImportCard />} />
          <Route path="/upload/:importId" element={<p>Import page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const chooseFile = (name: string, content = 'Name\nAcme\n') =>
  fireEvent.change(screen.getByLabelText('File to import'), { target: { files: [new File([content], name)] } });

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('a new import', () => {
  it('asks for what the file holds and for a spreadsheet before sending anything', async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose what the file holds')).toBeTruthy();
    expect(screen.getByText('Choose a file, or drop one here')).toBeTruthy();
    chooseFile('notes.txt');
    expect(await screen.findByText('Choose an Excel workbook (.xlsx) or a CSV file (.csv)')).toBeTruthy();
    expect(uploadImport).not.toHaveBeenCalled();
  });

  it('sends the file with its kind and opens the import', async () => {
    vi.mocked(uploadImport).mockResolvedValue(answer);
    renderCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Companies' }));
    chooseFile('firms.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Import page')).toBeTruthy();
    expect(vi.mocked(uploadImport).mock.calls[0]![0]).toMatchObject({ kind: 'companies' });
  });

  it('says beside the file why the server refused it', async () => {
    vi.mocked(uploadImport).mockRejectedValue(
      new ApiError(413, { statusCode: 413, error: 'Payload Too Large', message: 'The file is over 100 MB.' }),
    );
    renderCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Contacts' }));
    chooseFile('people.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByText('The file is over 100 MB.')).toBeTruthy());
  });
});
